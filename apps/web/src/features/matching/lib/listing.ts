import type { ListingCard } from '@vitrina/contract/schemas/matching';
import { paths } from '../../../config/paths';
import { formatPrice as formatAmountInUsd } from '@vitrina/contract/format/price';

/** A price in USD, es-VE (DECISIONS §1): 120000 → 'USD 120.000'; none: 'Precio a consultar'. */
export function formatPrice(price: number | null): string {
  return price === null ? 'Precio a consultar' : formatAmountInUsd(price);
}

/** '85% de coincidencia'. */
export function scoreLabel(score: number): string {
  return `${score}% de coincidencia`;
}

/** A line naming the listing: its title, or its type, operation and locality. */
export function cardTitle(listing: Pick<ListingCard, 'title' | 'propertyType' | 'operationType' | 'countryLocation'>): string {
  if (listing.title) return listing.title;
  const kind = listing.propertyType?.name ?? 'Propiedad';
  const operation = listing.operationType === 1 ? 'en alquiler' : 'en venta';
  const place = listing.countryLocation?.name;
  return [kind, operation, place ? `en ${place}` : null].filter(Boolean).join(' ');
}

/** 'Chacao, Miranda'. */
export function placeLine(listing: Pick<ListingCard, 'countryState' | 'countryLocation'>): string {
  return [listing.countryLocation?.name, listing.countryState?.name].filter(Boolean).join(', ');
}

/**
 * Where a listing opens: the agent's own published listing on its property page, another agent's
 * (shared) on its public page; null when it has no page yet.
 */
export function listingHref(listing: Pick<ListingCard, 'slug' | 'propertyId' | 'owner'>, agentId: string | undefined): { to: string; external: boolean } | null {
  if (!listing.slug || !listing.propertyId) return null;
  if (listing.owner.agentId === agentId) return { to: paths.propertyView(listing.slug, listing.propertyId), external: false };
  return { to: paths.publicListing(listing.slug), external: true };
}

/** The customer's page, on the tab where their matches and interests are. */
export const customerPropertiesPath = (slug: string) => paths.customerView(slug, { section: 'properties' });
