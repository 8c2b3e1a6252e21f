import type { z } from 'zod';
import { PropertyStatus } from '@vitrina/contract/enums/property';
import type { draftListQuery } from '@vitrina/contract/schemas/property-draft';
import type { Property } from '@vitrina/contract/schemas/property';
import type { Db } from '../../db/client';
import type { properties } from '../../db/schema/index';
import { appError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { containsPattern } from '../../lib/search-text';
import { toDraft } from '../property-drafts/draft-view';
import type { PropertyDraftsService } from '../property-drafts/property-drafts.service';
import { propertiesRepository } from './properties.repository';

export const propertyNotFound = () => appError('PROPERTY_NOT_FOUND');
const stillPublishing = () => appError('PROPERTY_STATUS_CONFLICT');

type ListQuery = z.output<typeof draftListQuery> & { statuses?: string };
type PublishedRow = { property: typeof properties.$inferSelect; draft: Parameters<typeof toDraft>[0] };

/** A listing's life after publishing: Published, Sold, Rented or Unpublished, set by its agent. */
export function propertiesService(deps: { db: Db; drafts: PropertyDraftsService; baseUrl: string }) {
  const repo = propertiesRepository(deps.db);
  const { drafts } = deps;

  async function views(rows: PublishedRow[]): Promise<Property[]> {
    const rel = await drafts.related(rows.map((x) => x.draft));
    return rows.map(({ property, draft }) => ({
      ...toDraft(draft, rel, deps.baseUrl),
      propertyId: property.id,
      slug: property.slug,
      status: property.status as PropertyStatus,
      viewCount: property.views,
      publishedAt: property.publishedAt?.toISOString() ?? null,
    }));
  }

  async function view(agentId: string, propertyId: string): Promise<Property> {
    const row = isUuid(propertyId) ? await drafts.findPublished(agentId, propertyId) : null;
    if (!row) throw propertyNotFound();
    return (await views([row]))[0]!;
  }

  return {
    view,

    /** The agent's listings in the given statuses (Published when none is asked), newest first. */
    async list(agentId: string, q: ListQuery) {
      const statuses = q.statuses ? q.statuses.split(',').map(Number) : [PropertyStatus.Published];
      const { rows, total } = await drafts.listPublished(agentId, {
        ...q,
        statuses,
        pattern: q.searchQuery ? containsPattern(q.searchQuery) : null,
      });
      return { rows: await views(rows), total };
    },

    async setStatus(agentId: string, propertyId: string, status: PropertyStatus) {
      const current = isUuid(propertyId) ? await repo.find(agentId, propertyId) : null;
      if (!current) throw propertyNotFound();
      // The publishing job still owns a Publishing listing and marks it Published when it ends.
      if (current.status === PropertyStatus.Publishing) throw stillPublishing();
      if (current.status !== status) await repo.setStatus(agentId, propertyId, status);
    },
  };
}
export type PropertiesService = ReturnType<typeof propertiesService>;
