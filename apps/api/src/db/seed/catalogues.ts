import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { countryLocations, countryStates } from '../schema/index';
import venezuela from './venezuela.json' with { type: 'json' };

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
  return (venezuela as { states: SourceState[] }).states;
}

/** One module's catalogue rows; like every seed, safe to run on every start. */
export type Seed = (db: Db) => Promise<void>;

/**
 * Seeds Venezuela's states and municipalities, then each module's seed in the order given. The
 * modules' seeds are handed in by the app layer (`src/seeds.ts`), so this layer imports no module.
 */
export async function seedCatalogues(db: Db, moduleSeeds: readonly Seed[]): Promise<void> {
  await seedCountries(db);
  for (const seed of moduleSeeds) await seed(db);
  // Keep the planner's statistics fresh after the first load.
  await db.execute(sql`analyze country_locations`);
}

async function seedCountries(db: Db): Promise<void> {
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
}
