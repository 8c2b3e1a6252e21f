import type { CustomerMatch, Interest, ListingCard, SearchProfile } from '@vitrina/contract/schemas/matching';
import { agentRef, fullName } from '../../lib/agent-view';
import { fileUrl } from '../../lib/files';
import { titleOf } from '../property-drafts/draft-view';
import type { CardRow, CustomerMatchRow, InterestRow, ProfileRow } from './matching.repository';

export function toProfile(p: ProfileRow): SearchProfile {
  return {
    operationType: p.operationType,
    propertyTypes: p.propertyTypeIds,
    priceMin: p.priceMin,
    priceMax: p.priceMax,
    countryStates: p.countryStateIds,
    countryLocations: p.countryLocationIds,
    bedroomsMin: p.bedroomsMin,
    bathroomsMin: p.bathroomsMin,
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function toCard(c: CardRow, baseUrl: string): ListingCard {
  return {
    propertyDraftId: c.draft_id,
    propertyId: c.property_id,
    slug: c.slug,
    title: titleOf(c.type_name, c.operation_type, c.location_name),
    price: c.price === null ? null : Number(c.price),
    operationType: c.operation_type,
    propertyType: c.type_id !== null && c.type_name !== null ? { id: c.type_id, name: c.type_name } : null,
    countryState: c.state_id !== null && c.state_name !== null ? { countryStateId: c.state_id, name: c.state_name } : null,
    countryLocation: c.location_id !== null && c.location_name !== null ? { countryLocationId: c.location_id, name: c.location_name } : null,
    coverUrl: c.cover_key ? fileUrl(baseUrl, c.cover_key) : null,
    owner: agentRef(c.owner_id, c.owner_first_name, c.owner_last_name),
  };
}

export function toCustomerMatch(r: CustomerMatchRow): CustomerMatch {
  return { tenantId: r.tenant_id, fullName: fullName(r.first_name, r.last_name), slug: r.slug, score: Number(r.score), reasons: r.reasons, interest: r.interest };
}

export function toInterest(i: InterestRow, listing: ListingCard): Interest {
  return { tenantId: i.tenantId, propertyDraftId: i.draftId, status: i.status, listing, createdAt: i.createdAt.toISOString(), updatedAt: i.updatedAt.toISOString() };
}
