import { DESCRIPTION_MAX, DESCRIPTION_MIN } from '@vitrina/contract/enums/property';
import { priceError, priceToInteger } from './price-input';

export interface PropertyFormValues {
  operationType: 1 | 2;
  propertyType: string | null;
  price: string;
  code: string;
  /** HTML from the rich-text editor. */
  description: string;
  /** Visible characters of the description. */
  descriptionLength: number;
}

export type PropertyFormErrors = Partial<Record<'propertyType' | 'price' | 'code' | 'description', string>>;

export const propertyMessages = {
  type: 'El tipo de propiedad es requerido',
  code: 'El código debe tener al menos 3 caracteres',
  descriptionShort: 'La descripción es requerida',
  descriptionLong: 'La descripción debe tener menos de 6000 caracteres',
} as const;

/** The rules of spec 3 §5 as settled by DECISIONS §1 (empty description allowed, 15..6000 otherwise). */
export function validatePropertyForm(values: PropertyFormValues): PropertyFormErrors {
  const errors: PropertyFormErrors = {};
  if (!values.propertyType) errors.propertyType = propertyMessages.type;
  const price = priceError(values.price);
  if (price) errors.price = price;
  const code = values.code.trim();
  if (code && code.length < 3) errors.code = propertyMessages.code;
  if (values.descriptionLength > 0 && values.descriptionLength < DESCRIPTION_MIN) errors.description = propertyMessages.descriptionShort;
  if (values.descriptionLength > DESCRIPTION_MAX) errors.description = propertyMessages.descriptionLong;
  return errors;
}

/** The body of PUT /property-drafts/{id} for valid values. */
export function propertyBody(values: PropertyFormValues) {
  return {
    operationType: values.operationType,
    propertyType: Number(values.propertyType),
    price: priceToInteger(values.price) ?? 0,
    code: values.code.trim() || null,
    description: values.descriptionLength > 0 ? values.description : null,
  };
}
