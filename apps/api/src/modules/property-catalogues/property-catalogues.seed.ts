import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  nearbyPlaceTypes,
  propertyDetailCategories,
  propertyDetailTypes,
  propertyEnvironmentGroups,
  propertyEnvironments,
  propertyTypes,
} from '../../db/schema/index';
import { DETAIL_CATEGORIES, ENVIRONMENT_GROUPS, NEARBY_PLACE_TYPES, PROPERTY_TYPES } from './property-catalogues.data';

/** Seeds the property catalogues by key: safe on every start, names kept up to date. */
export async function seedPropertyCatalogues(db: Db): Promise<void> {
  await db
    .insert(propertyTypes)
    .values(PROPERTY_TYPES.map(([key, name], i) => ({ key, name, sort: i })))
    .onConflictDoUpdate({ target: propertyTypes.key, set: { name: sql`excluded.name`, sort: sql`excluded.sort` } });

  const groups = await db
    .insert(propertyEnvironmentGroups)
    .values(ENVIRONMENT_GROUPS.map((g, i) => ({ key: g.key, name: g.name, sort: i })))
    .onConflictDoUpdate({ target: propertyEnvironmentGroups.key, set: { name: sql`excluded.name`, sort: sql`excluded.sort` } })
    .returning({ id: propertyEnvironmentGroups.id, key: propertyEnvironmentGroups.key });
  const groupId = new Map(groups.map((g) => [g.key, g.id]));
  await db
    .insert(propertyEnvironments)
    .values(
      ENVIRONMENT_GROUPS.flatMap((g) =>
        g.children.map(([key, name, shortName], i) => ({ groupId: groupId.get(g.key)!, key, name, shortName, sort: i })),
      ),
    )
    .onConflictDoUpdate({ target: propertyEnvironments.key, set: { name: sql`excluded.name`, shortName: sql`excluded.short_name` } });

  const categories = await db
    .insert(propertyDetailCategories)
    .values(DETAIL_CATEGORIES.map((c, i) => ({ key: c.key, name: c.name, sort: i })))
    .onConflictDoUpdate({ target: propertyDetailCategories.key, set: { name: sql`excluded.name`, sort: sql`excluded.sort` } })
    .returning({ id: propertyDetailCategories.id, key: propertyDetailCategories.key });
  const categoryId = new Map(categories.map((c) => [c.key, c.id]));
  await db
    .insert(propertyDetailTypes)
    .values(
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
    )
    .onConflictDoUpdate({
      target: propertyDetailTypes.type,
      set: {
        name: sql`excluded.name`,
        sort: sql`excluded.sort`,
        kind: sql`excluded.kind`,
        unit: sql`excluded.unit`,
        options: sql`excluded.options`,
      },
    });

  await db
    .insert(nearbyPlaceTypes)
    .values(NEARBY_PLACE_TYPES.map(([key, name]) => ({ key, name })))
    .onConflictDoUpdate({ target: nearbyPlaceTypes.key, set: { name: sql`excluded.name` } });
}
