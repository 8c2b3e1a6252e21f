import { UNTITLED_PROPERTY } from '@vitrina/contract/enums/event';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';

/** A listing as the visit form offers it: its name and the address that prefills the place. */
export interface ListingChoice {
  propertyDraftId: string;
  title: string;
  address: string;
}

/** A listing without a title is named as the API names a visit's listing: 'Casa en venta en Chacao'. */
function titleOf({ propertyType, operationType, address }: PropertyDraft): string {
  if (!propertyType) return UNTITLED_PROPERTY;
  const place = address.location?.name;
  return [propertyType.name, operationType === 1 ? 'en alquiler' : 'en venta', place ? `en ${place}` : null].filter(Boolean).join(' ');
}

export function listingChoiceOf(draft: PropertyDraft): ListingChoice {
  const { address } = draft;
  const title = draft.title || titleOf(draft);
  const where = [address.address, address.location?.name, address.countryState?.name].filter(Boolean).join(', ');
  return { propertyDraftId: draft.propertyDraftId, title, address: where };
}
