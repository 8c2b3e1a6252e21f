import { fetchWithTimeout } from '../lib/http';
import { appError } from '../lib/errors';

/** One place as the browser receives it, whatever the geocoder behind. */
export interface GeoPlace {
  displayName: string;
  address: string;
  latitude: number;
  longitude: number;
  road: string | null;
  postcode: string | null;
  municipality: string | null;
  state: string | null;
}

interface NominatimPlace {
  display_name?: string;
  lat?: string;
  lon?: string;
  address?: Record<string, string>;
}

/** Spec 3 §9: the address text is the postal code, then the street, then the municipality. */
export function addressText(parts: { postcode: string | null; road: string | null; municipality: string | null }): string {
  return [parts.postcode, parts.road, parts.municipality].filter((p) => p && p.trim()).join(', ');
}

export function toGeoPlace(p: NominatimPlace): GeoPlace | null {
  const latitude = Number(p.lat);
  const longitude = Number(p.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const a = p.address ?? {};
  const municipality = a.municipality ?? a.city ?? a.town ?? a.county ?? a.village ?? null;
  const parts = { postcode: a.postcode ?? null, road: a.road ?? null, municipality };
  return {
    displayName: p.display_name ?? '',
    address: addressText(parts) || (p.display_name ?? ''),
    latitude,
    longitude,
    road: parts.road,
    postcode: parts.postcode,
    municipality,
    state: a.state ?? null,
  };
}

/** 503 with `Retry-After` when the one-request-a-second turn is further away than callers may wait. */
const busy = (retryAfterSeconds: number) => appError('GEOCODER_BUSY', undefined, undefined, { retryAfterSeconds });

const unavailable = () => appError('GEOCODER_UNAVAILABLE');

/**
 * A Nominatim-compatible client that keeps the public server's policy: at most one request per
 * `minIntervalMs` (one second by default, GEOCODER_INTERVAL_MS) from this process, an identifying
 * User-Agent, Spanish answers limited to Venezuela. A caller waits for its turn at most
 * `maxWaitMs` (3 s by default): when the next free turn is further away, it is answered
 * GEOCODER_BUSY at once, without taking a turn, instead of queueing without bound.
 */
export function geocoderClient(opts: { baseUrl: string; userAgent: string; minIntervalMs?: number; maxWaitMs?: number }) {
  const interval = opts.minIntervalMs ?? 1000;
  const maxWait = opts.maxWaitMs ?? 3000;
  let nextSlot = 0;
  async function waitTurn() {
    const now = Date.now();
    const at = Math.max(now, nextSlot);
    if (at - now > maxWait) throw busy(Math.max(1, Math.ceil((at - now) / 1000)));
    nextSlot = at + interval;
    if (at > now) await new Promise((r) => setTimeout(r, at - now));
  }
  async function get(path: string, params: Record<string, string>): Promise<unknown> {
    await waitTurn();
    const url = new URL(`${opts.baseUrl}${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await fetchWithTimeout(url, { headers: { 'user-agent': opts.userAgent, accept: 'application/json' } });
    } catch {
      throw unavailable();
    }
    if (!res.ok) throw unavailable();
    return res.json().catch(() => {
      throw unavailable();
    });
  }
  return {
    async search(q: string): Promise<GeoPlace[]> {
      const body = await get('/search', { q, format: 'jsonv2', addressdetails: '1', countrycodes: 've', 'accept-language': 'es', limit: '5' });
      return (Array.isArray(body) ? body : []).map((p) => toGeoPlace(p as NominatimPlace)).filter((p): p is GeoPlace => p !== null);
    },
    async reverse(lat: number, lon: number): Promise<GeoPlace | null> {
      const body = (await get('/reverse', { lat: String(lat), lon: String(lon), format: 'jsonv2', addressdetails: '1', 'accept-language': 'es' })) as NominatimPlace & { error?: string };
      return body && !body.error ? toGeoPlace(body) : null;
    },
  };
}
export type GeocoderClient = ReturnType<typeof geocoderClient>;
