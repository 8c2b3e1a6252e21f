import { Paper } from '@mantine/core';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { listingChoiceOf } from '../lib/listing-choice';
import { VisitList } from './visit-list';

export const EMPTY_LISTING_VISITS = 'Esta propiedad no tiene visitas agendadas';

/**
 * The listing's page: its visits (asked by the published property's id, which the API matches to
 * the visits' draft), scheduling one with the listing and its address preset.
 */
export function ListingVisits({ property }: { property: PropertyDraft & { propertyId: string } }) {
  return (
    <Paper withBorder p="md" component="section" aria-label="Visitas de la propiedad">
      <VisitList
        title="Visitas"
        filters={{ propertyId: property.propertyId }}
        preset={{ listing: listingChoiceOf(property) }}
        show="customer"
        empty={EMPTY_LISTING_VISITS}
      />
    </Paper>
  );
}
