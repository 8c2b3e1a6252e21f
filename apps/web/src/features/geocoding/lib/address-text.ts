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
