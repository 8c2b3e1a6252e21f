/** GET /geocoding/search: the address typed, from 3 to 200 characters once trimmed. */
export const GEOCODING_QUERY_MIN = 3;
export const GEOCODING_QUERY_MAX = 200;
