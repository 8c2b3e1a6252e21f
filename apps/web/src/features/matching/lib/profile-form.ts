import { PRICE_RANGE_MESSAGE } from '@vitrina/contract/enums/matching';
import type { SearchProfile, SearchProfileBody } from '@vitrina/contract/schemas/matching';
import type { Resolver } from 'react-hook-form';

/** A number field of the form: a number, or '' while empty. */
type NumberField = number | '';

/** The search profile as the form holds it: selects as strings, empty numbers as ''. */
export interface ProfileFormValues {
  /** '' any, '1' rent, '2' sale. */
  operationType: string;
  propertyTypes: string[];
  priceMin: NumberField;
  priceMax: NumberField;
  countryStates: string[];
  countryLocations: string[];
  bedroomsMin: NumberField;
  bathroomsMin: NumberField;
}

/** The fields the server may name in a 400; each message goes under its field. */
export const PROFILE_FIELDS = ['operationType', 'propertyTypes', 'priceMin', 'priceMax', 'countryStates', 'countryLocations', 'bedroomsMin', 'bathroomsMin'] as const;

const toNumber = (value: NumberField): number | null => (value === '' ? null : value);
const fromNumber = (value: number | null): NumberField => value ?? '';
const toIds = (values: string[]) => values.map(Number);
const fromIds = (values: number[]) => values.map(String);

/** The form's values for a saved profile, or an empty form when the customer has none. */
export function profileToForm(profile: SearchProfile | null): ProfileFormValues {
  return {
    operationType: profile?.operationType ? String(profile.operationType) : '',
    propertyTypes: fromIds(profile?.propertyTypes ?? []),
    priceMin: fromNumber(profile?.priceMin ?? null),
    priceMax: fromNumber(profile?.priceMax ?? null),
    countryStates: fromIds(profile?.countryStates ?? []),
    countryLocations: fromIds(profile?.countryLocations ?? []),
    bedroomsMin: fromNumber(profile?.bedroomsMin ?? null),
    bathroomsMin: fromNumber(profile?.bathroomsMin ?? null),
  };
}

/** The PUT body: every field sent, null or [] for "any". */
export function formToBody(values: ProfileFormValues): SearchProfileBody {
  return {
    operationType: values.operationType === '1' ? 1 : values.operationType === '2' ? 2 : null,
    propertyTypes: toIds(values.propertyTypes),
    priceMin: toNumber(values.priceMin),
    priceMax: toNumber(values.priceMax),
    countryStates: toIds(values.countryStates),
    countryLocations: toIds(values.countryLocations),
    bedroomsMin: toNumber(values.bedroomsMin),
    bathroomsMin: toNumber(values.bathroomsMin),
  };
}

/**
 * The form's own check before sending (the inputs take digits only): the price range. The
 * server checks the rest and its messages land under the same fields.
 */
export const profileResolver: Resolver<ProfileFormValues, unknown, SearchProfileBody> = (values) => {
  if (values.priceMin !== '' && values.priceMax !== '' && values.priceMin > values.priceMax) {
    return { values: {} as Record<string, never>, errors: { priceMin: { type: 'range', message: PRICE_RANGE_MESSAGE } } };
  }
  return { values: formToBody(values), errors: {} as Record<string, never> };
};
