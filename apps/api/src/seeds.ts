import type { Db } from './db/client';
import { seedCatalogues, type Seed } from './db/seed/catalogues';
import { seedMediaProviders } from './modules/media-providers/media-providers.seed';
import { seedPropertyCatalogues } from './modules/property-catalogues/property-catalogues.seed';
import { seedTaskTypes } from './modules/tasks/task-types.seed';

/** Each module registers its seed here; a new module with catalogue rows adds its own. */
export const moduleSeeds: readonly Seed[] = [seedMediaProviders, seedTaskTypes, seedPropertyCatalogues];

/** Seeds every catalogue (countries, then the modules'); safe to run on every start. */
export function seedDatabase(db: Db): Promise<void> {
  return seedCatalogues(db, moduleSeeds);
}
