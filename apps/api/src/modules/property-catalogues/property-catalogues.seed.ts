import type { Db } from '../../db/client';
import { DETAIL_CATEGORIES, ENVIRONMENT_GROUPS, NEARBY_PLACE_TYPES, PROPERTY_TYPES } from './property-catalogues.data';
import { propertyCataloguesRepository } from './property-catalogues.repository';

/** Seeds the property catalogues by key: safe on every start, names kept up to date. */
export async function seedPropertyCatalogues(db: Db): Promise<void> {
  const repo = propertyCataloguesRepository(db);
  await repo.upsertTypes(PROPERTY_TYPES.map(([key, name], i) => ({ key, name, sort: i })));

  const groups = await repo.upsertEnvironmentGroups(ENVIRONMENT_GROUPS.map((g, i) => ({ key: g.key, name: g.name, sort: i })));
  const groupId = new Map(groups.map((g) => [g.key, g.id]));
  await repo.upsertEnvironments(
    ENVIRONMENT_GROUPS.flatMap((g) => g.children.map(([key, name, shortName], i) => ({ groupId: groupId.get(g.key)!, key, name, shortName, sort: i }))),
  );

  const categories = await repo.upsertDetailCategories(DETAIL_CATEGORIES.map((c, i) => ({ key: c.key, name: c.name, sort: i })));
  const categoryId = new Map(categories.map((c) => [c.key, c.id]));
  await repo.upsertDetailTypes(
    DETAIL_CATEGORIES.flatMap((c) =>
      c.types.map(([type, name, spec], i) => ({
        categoryId: categoryId.get(c.key)!,
        type,
        name,
        sort: i,
        kind: spec.kind,
        unit: spec.kind === 'number' ? (spec.unit ?? null) : null,
        options: spec.kind === 'choice' ? spec.options : null,
      })),
    ),
  );

  await repo.upsertNearbyPlaceTypes(NEARBY_PLACE_TYPES.map(([key, name]) => ({ key, name })));
}
