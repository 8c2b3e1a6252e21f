import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertyDrafts, propertyImages, propertyNearbyPlaces } from '../../db/schema/index';

export function propertyMediaRepository(db: Db) {
  return {
    /** Adds an image after the last one; uploads of one draft take their places one at a time. */
    insertImage: (values: Omit<typeof propertyImages.$inferInsert, 'index'>) =>
      db.transaction(async (tx) => {
        await tx.select({ id: propertyDrafts.id }).from(propertyDrafts).where(eq(propertyDrafts.id, values.draftId)).for('update');
        const [row] = await tx
          .insert(propertyImages)
          .values({
            ...values,
            index: sql`(select coalesce(max(${propertyImages.index}), 0) + 1 from ${propertyImages} where ${propertyImages.draftId} = ${values.draftId})`,
          })
          .returning();
        return row!;
      }),

    /** The draft's images in their order (index, then upload time). */
    listImages: (draftId: string) =>
      db.select().from(propertyImages).where(eq(propertyImages.draftId, draftId)).orderBy(asc(propertyImages.index), asc(propertyImages.createdAt)),

    /** Numbers the given images 1, 2, 3… in that order. */
    orderImages: (draftId: string, imageIds: string[]) =>
      db.transaction(async (tx) => {
        for (const [i, id] of imageIds.entries()) {
          await tx
            .update(propertyImages)
            .set({ index: i + 1 })
            .where(and(eq(propertyImages.draftId, draftId), eq(propertyImages.id, id)));
        }
      }),

    async countImages(draftId: string) {
      const [row] = await db.select({ n: count() }).from(propertyImages).where(eq(propertyImages.draftId, draftId));
      return Number(row?.n ?? 0);
    },

    async findImage(draftId: string, imageId: string) {
      const [row] = await db
        .select()
        .from(propertyImages)
        .where(and(eq(propertyImages.draftId, draftId), eq(propertyImages.id, imageId)))
        .limit(1);
      return row ?? null;
    },

    updateImage: (draftId: string, imageId: string, values: Partial<typeof propertyImages.$inferInsert>) =>
      db.update(propertyImages).set(values).where(and(eq(propertyImages.draftId, draftId), eq(propertyImages.id, imageId))),

    deleteImage: (draftId: string, imageId: string) =>
      db.delete(propertyImages).where(and(eq(propertyImages.draftId, draftId), eq(propertyImages.id, imageId))),

    listPlaces: (draftId: string) =>
      db.select().from(propertyNearbyPlaces).where(eq(propertyNearbyPlaces.draftId, draftId)).orderBy(asc(propertyNearbyPlaces.name)),

    async upsertPlace(values: typeof propertyNearbyPlaces.$inferInsert & { id?: string }) {
      if (values.id) {
        const { id, ...rest } = values;
        const updated = await db
          .update(propertyNearbyPlaces)
          .set(rest)
          .where(and(eq(propertyNearbyPlaces.id, id), eq(propertyNearbyPlaces.draftId, values.draftId)))
          .returning({ id: propertyNearbyPlaces.id });
        return updated.length > 0;
      }
      await db.insert(propertyNearbyPlaces).values(values);
      return true;
    },

    deletePlace: (draftId: string, placeId: string) =>
      db
        .delete(propertyNearbyPlaces)
        .where(and(eq(propertyNearbyPlaces.draftId, draftId), eq(propertyNearbyPlaces.id, placeId)))
        .returning({ id: propertyNearbyPlaces.id }),
  };
}
