/** A place as GET /geocoding/search and /geocoding/reverse answer it. */
export interface GeocodedPlace {
  displayName: string;
  address: string | null;
  latitude: number;
  longitude: number;
  state: string | null;
  municipality: string | null;
  postcode: string | null;
  road: string | null;
}

export interface AddressSelection {
  /** The address text saved with the draft. */
  address: string;
  /** The state's name, from the region. */
  stateName: string | null;
  /** The locality's name, from the municipality. */
  localityName: string | null;
  latitude: number;
  longitude: number;
}

/**
 * The address text of spec 3 §9: postal code, then street, then municipality; the state comes from
 * the region and the locality from the municipality. Falls back to the place's own text.
 */
export function addressFromPlace(place: GeocodedPlace): AddressSelection {
  const parts = [place.postcode, place.road, place.municipality]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  const address = parts.length > 0 ? parts.join(', ') : (place.address ?? place.displayName ?? '').trim();
  return {
    address,
    stateName: place.state?.trim() || null,
    localityName: place.municipality?.trim() || null,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/** Lowercase, without accents nor the words 'estado' and 'municipio': for matching catalogue names. */
export function normalizePlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^(estado|municipio|parroquia)\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The catalogue entry whose name matches a geocoded name, if any. */
export function matchByName<T extends { name: string }>(items: readonly T[], name: string | null): T | null {
  if (!name) return null;
  const wanted = normalizePlaceName(name);
  return (
    items.find((item) => normalizePlaceName(item.name) === wanted) ??
    items.find((item) => {
      const own = normalizePlaceName(item.name);
      return own.length > 3 && (wanted.includes(own) || own.includes(wanted));
    }) ??
    null
  );
}

/** True when a map selection can be saved (spec 3 §4): an address and non-zero coordinates. */
export function canSaveSelection(selection: Pick<AddressSelection, 'address' | 'latitude' | 'longitude'> | null): boolean {
  return Boolean(selection && selection.address.trim() && selection.latitude !== 0 && selection.longitude !== 0);
}
