import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { countryLocations, countryStates } from '../schema/index';
import { seedMediaProviders } from '../../modules/media-providers/media-providers.seed';
import { seedTaskTypes } from '../../modules/tasks/task-types.seed';
import { seedPropertyCatalogues } from '../../modules/property-catalogues/property-catalogues.seed';

interface SourceLocation {
  name: string;
  latitude: number;
  longitude: number;
}
interface SourceState extends SourceLocation {
  iso_3166_2: string;
  locations: SourceLocation[];
}

function loadStates(): SourceState[] {
  const file = new URL('./venezuela.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { states: SourceState[] }).states;
}

/** Seeds Venezuela's states and municipalities; safe to run on every start. */
export async function seedCatalogues(db: Db): Promise<void> {
  const states = loadStates();
  await db.transaction(async (tx) => {
    await tx
      .insert(countryStates)
      .values(states.map((s) => ({ isoCode: s.iso_3166_2, name: s.name, latitude: s.latitude, longitude: s.longitude })))
      .onConflictDoNothing({ target: countryStates.isoCode });
    const rows = await tx.select({ id: countryStates.id, isoCode: countryStates.isoCode }).from(countryStates);
    const idByIso = new Map(rows.map((r) => [r.isoCode, r.id]));
    const locations = states.flatMap((s) =>
      s.locations.map((l) => ({
        countryStateId: idByIso.get(s.iso_3166_2)!,
        name: l.name,
        latitude: l.latitude,
        longitude: l.longitude,
      })),
    );
    await tx.insert(countryLocations).values(locations).onConflictDoNothing();
  });
  await seedMediaProviders(db);
  await seedTaskTypes(db);
  await seedPropertyCatalogues(db);
  // Keep the planner's statistics fresh after the first load.
  await db.execute(sql`analyze country_locations`);
}
