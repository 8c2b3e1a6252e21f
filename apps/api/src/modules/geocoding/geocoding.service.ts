import type { Db } from '../../db/client';
import type { GeocoderClient, GeoPlace } from '../../integrations/geocoder';
import { appError } from '../../lib/errors';
import { normalizeText } from '../../lib/search-text';
import { geocodingRepository } from './geocoding.repository';

const CACHE_DAYS = 30;
const DAY_MS = 86_400_000;

/** Geocoding through the server: the browser never sees the outside service; answers are cached. */
export function geocodingService(deps: { db: Db; client: GeocoderClient | null }) {
  const repo = geocodingRepository(deps.db);
  // One outside call per key at a time: the same query asked at once shares the answer.
  const inFlight = new Map<string, Promise<unknown>>();

  function client(): GeocoderClient {
    if (!deps.client) throw appError('GEOCODER_NOT_CONFIGURED');
    return deps.client;
  }

  async function cached<T>(key: string, load: (geocoder: GeocoderClient) => Promise<T>): Promise<T> {
    const geocoder = client();
    const hit = await repo.find(key);
    if (hit && hit.createdAt.getTime() > Date.now() - CACHE_DAYS * DAY_MS) return (hit.body as { v: T }).v;
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const work = loadAndStore(key, () => load(geocoder)).finally(() => inFlight.delete(key));
    inFlight.set(key, work);
    return work;
  }

  async function loadAndStore<T>(key: string, load: () => Promise<T>): Promise<T> {
    const body = await load();
    await repo.store(key, { v: body });
    return body;
  }

  return {
    search: (q: string): Promise<GeoPlace[]> => cached(`search:${normalizeText(q)}`, (g) => g.search(q)),

    /** The address at a point, rounded to about 11 m (plenty for an address, and the cache hits). */
    async reverse(latitude: number, longitude: number): Promise<GeoPlace> {
      const lat = Math.round(latitude * 10000) / 10000;
      const lon = Math.round(longitude * 10000) / 10000;
      const place = await cached(`reverse:${lat},${lon}`, (g) => g.reverse(lat, lon));
      if (!place) throw appError('GEOCODER_NO_RESULT');
      return place;
    },
  };
}
export type GeocodingService = ReturnType<typeof geocodingService>;
