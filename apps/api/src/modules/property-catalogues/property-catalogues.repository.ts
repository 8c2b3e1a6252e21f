import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  nearbyPlaceTypes,
  propertyDetailCategories,
  propertyDetailTypes,
  propertyEnvironmentGroups,
  propertyEnvironments,
  propertyTypes,
} from '../../db/schema/index';

/**
 * The property catalogues' tables: the lists the routes read, in their order, and the upserts by
 * key the seed writes them with (names kept up to date, ids kept).
 */
export function propertyCataloguesRepository(db: Db) {
  return {
    types: () => db.select().from(propertyTypes).orderBy(asc(propertyTypes.sort)),
    environmentGroups: () => db.select().from(propertyEnvironmentGroups).orderBy(asc(propertyEnvironmentGroups.sort)),
    environments: () => db.select().from(propertyEnvironments).orderBy(asc(propertyEnvironments.sort)),
    detailCategories: () => db.select().from(propertyDetailCategories).orderBy(asc(propertyDetailCategories.sort)),
    /** Detail types with their category, by category then type order; of one category when given. */
    detailTypes: (categoryId?: number) =>
      db
        .select({ type: propertyDetailTypes, category: propertyDetailCategories })
        .from(propertyDetailTypes)
        .innerJoin(propertyDetailCategories, eq(propertyDetailCategories.id, propertyDetailTypes.categoryId))
        .where(and(categoryId ? eq(propertyDetailTypes.categoryId, categoryId) : undefined))
        .orderBy(asc(propertyDetailCategories.sort), asc(propertyDetailTypes.sort)),
    nearbyPlaceTypes: () => db.select().from(nearbyPlaceTypes).orderBy(asc(nearbyPlaceTypes.id)),

    upsertTypes: (rows: Array<typeof propertyTypes.$inferInsert>) =>
      db
        .insert(propertyTypes)
        .values(rows)
        .onConflictDoUpdate({ target: propertyTypes.key, set: { name: sql`excluded.name`, sort: sql`excluded.sort` } }),
    /** Answers each group's id by key, for its rooms. */
    upsertEnvironmentGroups: (rows: Array<typeof propertyEnvironmentGroups.$inferInsert>) =>
      db
        .insert(propertyEnvironmentGroups)
        .values(rows)
        .onConflictDoUpdate({ target: propertyEnvironmentGroups.key, set: { name: sql`excluded.name`, sort: sql`excluded.sort` } })
        .returning({ id: propertyEnvironmentGroups.id, key: propertyEnvironmentGroups.key }),
    upsertEnvironments: (rows: Array<typeof propertyEnvironments.$inferInsert>) =>
      db
        .insert(propertyEnvironments)
        .values(rows)
        .onConflictDoUpdate({ target: propertyEnvironments.key, set: { name: sql`excluded.name`, shortName: sql`excluded.short_name` } }),
    /** Answers each category's id by key, for its types. */
    upsertDetailCategories: (rows: Array<typeof propertyDetailCategories.$inferInsert>) =>
      db
        .insert(propertyDetailCategories)
        .values(rows)
        .onConflictDoUpdate({ target: propertyDetailCategories.key, set: { name: sql`excluded.name`, sort: sql`excluded.sort` } })
        .returning({ id: propertyDetailCategories.id, key: propertyDetailCategories.key }),
    upsertDetailTypes: (rows: Array<typeof propertyDetailTypes.$inferInsert>) =>
      db
        .insert(propertyDetailTypes)
        .values(rows)
        .onConflictDoUpdate({
          target: propertyDetailTypes.type,
          set: { name: sql`excluded.name`, sort: sql`excluded.sort`, kind: sql`excluded.kind`, unit: sql`excluded.unit`, options: sql`excluded.options` },
        }),
    upsertNearbyPlaceTypes: (rows: Array<typeof nearbyPlaceTypes.$inferInsert>) =>
      db
        .insert(nearbyPlaceTypes)
        .values(rows)
        .onConflictDoUpdate({ target: nearbyPlaceTypes.key, set: { name: sql`excluded.name` } }),
  };
}
export type PropertyCataloguesRepository = ReturnType<typeof propertyCataloguesRepository>;
