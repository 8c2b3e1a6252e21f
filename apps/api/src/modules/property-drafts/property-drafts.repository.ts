import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstOrNull } from '../../db/first-row';
import {
  agents,
  countryLocations,
  draftCollaborators,
  nearbyPlaceTypes,
  countryStates,
  facebookPages,
  properties,
  propertyFacebookPagePosts,
  propertyFacebookPosts,
  propertyInstagramPosts,
  propertyDetailCategories,
  propertyDetailTypes,
  propertyDraftDetails,
  propertyDraftEnvironments,
  propertyDrafts,
  propertyEnvironments,
  propertyImages,
  propertyNearbyPlaces,
  propertyTypes,
} from '../../db/schema/index';

import { draftHasContent } from './draft-content';

export type DraftRow = typeof propertyDrafts.$inferSelect;

export interface DraftFilters {
  statuses: number[];
  minPrice?: number;
  maxPrice?: number;
  propertyType?: number;
  operationType?: number;
  pattern: string | null;
  /** Only drafts with content (see `draftHasContent`). */
  contentOnly?: boolean;
  limit: number;
  offset: number;
}

/** Lowercase without Spanish accents, in SQL, as `normalizeText` does in code ('Mérida' → 'merida'). */
const fold = (column: AnyColumn) => sql`translate(lower(${column}), 'ÁÉÍÓÚÜÑáéíóúüñ', 'aeiouunaeiouun')`;

/**
 * A draft matches a search by its address and code (search_text) and by the names of its
 * locality and state, as its card reads them ('valencia' finds 'Valencia, Carabobo').
 */
export function draftSearch(pattern: string): SQL {
  const locality = sql`(select ${fold(countryLocations.name)} from ${countryLocations} where ${countryLocations.id} = ${propertyDrafts.countryLocationId})`;
  const state = sql`(select ${fold(countryStates.name)} from ${countryStates} where ${countryStates.id} = ${propertyDrafts.countryStateId})`;
  return sql`(${propertyDrafts.searchText} || ' ' || coalesce(${locality}, '') || ' ' || coalesce(${state}, '')) like ${pattern}`;
}

const noPosts = {
  instagramPosts: [] as Array<typeof propertyInstagramPosts.$inferSelect>,
  facebookPosts: [] as Array<typeof propertyFacebookPosts.$inferSelect>,
  pagePosts: [] as Array<typeof propertyFacebookPagePosts.$inferSelect>,
  pageNames: [] as Array<{ agentId: string; pageId: string; name: string }>,
};

/** The draft of the row is shared with the agent: they accepted an invitation to it (any permission). */
const sharedWith = (agentId: string) =>
  sql`exists (select 1 from ${draftCollaborators} where ${draftCollaborators.draftId} = ${propertyDrafts.id} and ${draftCollaborators.agentId} = ${agentId})`;

/** Every query is scoped by the owning agent (or, for the lists, a collaborator): another agent's draft is not found. */
/** Price, type, operation and text filters of both lists, on the draft's columns (a published listing is filtered by its draft). */
function listingFilters(f: DraftFilters): Array<SQL | undefined> {
  return [
    f.minPrice !== undefined ? gte(propertyDrafts.price, f.minPrice) : undefined,
    f.maxPrice !== undefined ? lte(propertyDrafts.price, f.maxPrice) : undefined,
    f.propertyType ? eq(propertyDrafts.propertyTypeId, f.propertyType) : undefined,
    f.operationType ? eq(propertyDrafts.operationType, f.operationType) : undefined,
    f.pattern ? draftSearch(f.pattern) : undefined,
  ];
}

export function propertyDraftsRepository(db: Db) {
  /** The drafts' social posts, their per-page records and the names of the agents' pages. */
  async function posts(ids: string[], drafts: DraftRow[]): Promise<typeof noPosts> {
    const [instagramPosts, facebookPosts] = await Promise.all([
      db.select().from(propertyInstagramPosts).where(inArray(propertyInstagramPosts.draftId, ids)),
      db.select().from(propertyFacebookPosts).where(inArray(propertyFacebookPosts.draftId, ids)),
    ]);
    if (facebookPosts.length === 0) return { ...noPosts, instagramPosts };
    const agentIds = [...new Set(drafts.map((d) => d.agentId))];
    const [pagePosts, pageNames] = await Promise.all([
      db.select().from(propertyFacebookPagePosts).where(inArray(propertyFacebookPagePosts.postId, facebookPosts.map((p) => p.id))),
      db
        .select({ agentId: facebookPages.agentId, pageId: facebookPages.pageId, name: facebookPages.name })
        .from(facebookPages)
        .where(inArray(facebookPages.agentId, agentIds)),
    ]);
    return { instagramPosts, facebookPosts, pagePosts, pageNames };
  }

  return {
    async insert(agentId: string) {
      return (await db.insert(propertyDrafts).values({ agentId }).returning())[0]!;
    },

    async find(agentId: string, draftId: string) {
      const [row] = await db
        .select()
        .from(propertyDrafts)
        .where(and(eq(propertyDrafts.agentId, agentId), eq(propertyDrafts.id, draftId)))
        .limit(1);
      return row ?? null;
    },

    /** The agent's drafts and the drafts other agents shared with them (issue 11). */
    async list(agentId: string, f: DraftFilters) {
      const conditions: Array<SQL | undefined> = [
        or(eq(propertyDrafts.agentId, agentId), sharedWith(agentId)),
        f.statuses.length ? inArray(propertyDrafts.status, f.statuses) : undefined,
        ...listingFilters(f),
        f.contentOnly ? draftHasContent : undefined,
      ];
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db.select().from(propertyDrafts).where(where).orderBy(desc(propertyDrafts.updatedAt), desc(propertyDrafts.id)).limit(f.limit).offset(f.offset),
        db.select({ n: count() }).from(propertyDrafts).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Published listings of the agent and those shared with them (issue 11): the property row with the draft it was made from. */
    async listPublished(agentId: string, f: Omit<DraftFilters, 'statuses'> & { statuses: number[] }) {
      const where = and(
        or(eq(properties.agentId, agentId), sharedWith(agentId)),
        f.statuses.length ? inArray(properties.status, f.statuses) : undefined,
        ...listingFilters(f),
      );
      const base = () => db.select({ property: properties, draft: propertyDrafts }).from(properties).innerJoin(propertyDrafts, eq(propertyDrafts.id, properties.draftId));
      const [rows, [total]] = await Promise.all([
        base().where(where).orderBy(desc(properties.publishedAt), desc(properties.id)).limit(f.limit).offset(f.offset),
        db.select({ n: count() }).from(properties).innerJoin(propertyDrafts, eq(propertyDrafts.id, properties.draftId)).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /**
     * A listing by its public slug, whatever its status or agent: the property, its draft and what
     * the public page and a lead's e-mail show of its agent. The only look-up by slug.
     */
    async findBySlug(slug: string) {
      const [row] = await db
        .select({
          property: properties,
          draft: propertyDrafts,
          agent: {
            id: agents.id,
            firstName: agents.firstName,
            lastName: agents.lastName,
            emailAddress: agents.emailAddress,
            avatarKey: agents.avatarKey,
            phoneCode: agents.phoneCode,
            phoneNumber: agents.phoneNumber,
          },
        })
        .from(properties)
        .innerJoin(propertyDrafts, eq(propertyDrafts.id, properties.draftId))
        .innerJoin(agents, eq(agents.id, properties.agentId))
        .where(eq(properties.slug, slug))
        .limit(1);
      return row ?? null;
    },

    async findPublished(agentId: string, propertyId: string) {
      const [row] = await db
        .select({ property: properties, draft: propertyDrafts })
        .from(properties)
        .innerJoin(propertyDrafts, eq(propertyDrafts.id, properties.draftId))
        .where(and(eq(properties.agentId, agentId), eq(properties.id, propertyId)))
        .limit(1);
      return row ?? null;
    },

    update: (agentId: string, draftId: string, values: Partial<typeof propertyDrafts.$inferInsert>) =>
      db
        .update(propertyDrafts)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(propertyDrafts.agentId, agentId), eq(propertyDrafts.id, draftId))),

    touch: (draftId: string) => db.update(propertyDrafts).set({ updatedAt: new Date() }).where(eq(propertyDrafts.id, draftId)),

    /** Everything the draft view needs for a page of drafts, in a handful of queries. */
    async related(drafts: DraftRow[]) {
      const ids = drafts.map((d) => d.id);
      if (ids.length === 0) {
        return { types: [], states: [], locations: [], envs: [], details: [], images: [], published: [], places: [], ...noPosts };
      }
      const typeIds = [...new Set(drafts.map((d) => d.propertyTypeId).filter((x): x is number => x !== null))];
      const stateIds = [...new Set(drafts.map((d) => d.countryStateId).filter((x): x is number => x !== null))];
      const locationIds = [...new Set(drafts.map((d) => d.countryLocationId).filter((x): x is number => x !== null))];
      const [types, states, locations, envs, details, images, published, places] = await Promise.all([
        typeIds.length ? db.select().from(propertyTypes).where(inArray(propertyTypes.id, typeIds)) : [],
        stateIds.length ? db.select().from(countryStates).where(inArray(countryStates.id, stateIds)) : [],
        locationIds.length ? db.select().from(countryLocations).where(inArray(countryLocations.id, locationIds)) : [],
        db
          .select({ link: propertyDraftEnvironments, env: propertyEnvironments })
          .from(propertyDraftEnvironments)
          .innerJoin(propertyEnvironments, eq(propertyEnvironments.id, propertyDraftEnvironments.environmentId))
          .where(inArray(propertyDraftEnvironments.draftId, ids))
          .orderBy(asc(propertyEnvironments.groupId), asc(propertyEnvironments.sort)),
        db
          .select({ detail: propertyDraftDetails, type: propertyDetailTypes, category: propertyDetailCategories })
          .from(propertyDraftDetails)
          .innerJoin(propertyDetailTypes, eq(propertyDetailTypes.id, propertyDraftDetails.detailTypeId))
          .innerJoin(propertyDetailCategories, eq(propertyDetailCategories.id, propertyDetailTypes.categoryId))
          .where(inArray(propertyDraftDetails.draftId, ids))
          .orderBy(asc(propertyDetailCategories.sort), asc(propertyDetailTypes.sort)),
        db
          .select({ image: propertyImages, env: propertyEnvironments })
          .from(propertyImages)
          .leftJoin(propertyEnvironments, eq(propertyEnvironments.id, propertyImages.environmentId))
          .where(inArray(propertyImages.draftId, ids))
          .orderBy(asc(propertyImages.index)),
        db.select().from(properties).where(inArray(properties.draftId, ids)),
        db
          .select({ place: propertyNearbyPlaces, type: nearbyPlaceTypes })
          .from(propertyNearbyPlaces)
          .innerJoin(nearbyPlaceTypes, eq(nearbyPlaceTypes.id, propertyNearbyPlaces.placeTypeId))
          .where(inArray(propertyNearbyPlaces.draftId, ids))
          .orderBy(asc(nearbyPlaceTypes.id), asc(propertyNearbyPlaces.name)),
      ]);
      return { types, states, locations, envs, details, images, published, places, ...(await posts(ids, drafts)) };
    },

    propertyType: (id: number) => firstOrNull(db.select().from(propertyTypes).where(eq(propertyTypes.id, id)).limit(1)),

    environment: (id: number) => firstOrNull(db.select().from(propertyEnvironments).where(eq(propertyEnvironments.id, id)).limit(1)),

    detailType: (type: string) => firstOrNull(db.select().from(propertyDetailTypes).where(eq(propertyDetailTypes.type, type)).limit(1)),

    locationOf: (locationId: number) => firstOrNull(db.select().from(countryLocations).where(eq(countryLocations.id, locationId)).limit(1)),

    async setEnvironment(draftId: string, environmentId: number, quantity: number) {
      if (quantity === 0) {
        await db
          .delete(propertyDraftEnvironments)
          .where(and(eq(propertyDraftEnvironments.draftId, draftId), eq(propertyDraftEnvironments.environmentId, environmentId)));
        return;
      }
      await db
        .insert(propertyDraftEnvironments)
        .values({ draftId, environmentId, quantity })
        .onConflictDoUpdate({ target: [propertyDraftEnvironments.draftId, propertyDraftEnvironments.environmentId], set: { quantity } });
    },

    setDetail: (draftId: string, detailTypeId: number, value: string) =>
      db
        .insert(propertyDraftDetails)
        .values({ draftId, detailTypeId, value })
        .onConflictDoUpdate({ target: [propertyDraftDetails.draftId, propertyDraftDetails.detailTypeId], set: { value } }),

    deleteDetail: (draftId: string, detailTypeId: number) =>
      db.delete(propertyDraftDetails).where(and(eq(propertyDraftDetails.draftId, draftId), eq(propertyDraftDetails.detailTypeId, detailTypeId))),
  };
}

export type PropertyDraftsRepository = ReturnType<typeof propertyDraftsRepository>;
export type Related = Awaited<ReturnType<PropertyDraftsRepository['related']>>;
