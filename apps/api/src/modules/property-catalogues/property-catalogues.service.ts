import type { z } from 'zod';
import type { catalogueListQuery } from '@vitrina/contract/schemas/property-catalogues';
import type { Db } from '../../db/client';
import { page } from '../../lib/http';
import { containsPattern } from '../../lib/search-text';
import { detailTypeWire, environmentWire } from './catalogue-wire';
import { propertyCataloguesRepository } from './property-catalogues.repository';

type ListQuery = z.output<typeof catalogueListQuery>;

/** Filters a small catalogue in memory by an accent-insensitive search, then pages it. */
function pageOf<T extends { name: string }>(rows: T[], q: ListQuery) {
  const pattern = q.searchQuery ? containsPattern(q.searchQuery) : null;
  const needle = pattern ? pattern.slice(1, -1).replace(/\\(.)/g, '$1') : null;
  const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const filtered = needle ? rows.filter((r) => norm(r.name).includes(needle)) : rows;
  return page(filtered.slice(q.offset, q.offset + q.limit), { limit: q.limit, offset: q.offset, total: filtered.length });
}

/** The property catalogues as the editor reads them: wire shapes, searched and paged. */
export function propertyCataloguesService(deps: { db: Db }) {
  const repo = propertyCataloguesRepository(deps.db);
  return {
    async types(q: ListQuery) {
      const rows = await repo.types();
      return pageOf(rows.map((t) => ({ propertyTypeId: t.id, name: t.name, pictureUrl: t.pictureUrl })), q);
    },

    /** Room groups, each with its room kinds (the wire keeps the spec's 'enviroment'). */
    async environmentGroups(q: ListQuery) {
      const [groups, children] = await Promise.all([repo.environmentGroups(), repo.environments()]);
      const rows = groups.map((g) => ({
        propertyEnviromentParentId: g.id,
        name: g.name,
        propertyEnviroments: children.filter((c) => c.groupId === g.id).map(environmentWire),
      }));
      return pageOf(rows, q);
    },

    async detailCategories(q: ListQuery) {
      const rows = await repo.detailCategories();
      return pageOf(rows.map((c) => ({ propertyDetailCategoryId: c.id, name: c.name, type: c.key })), q);
    },

    async detailTypes(q: ListQuery & { category?: number }) {
      const rows = await repo.detailTypes(q.category);
      return pageOf(rows.map(({ type, category }) => detailTypeWire(type, category)), q);
    },

    async nearbyPlaceTypes(q: ListQuery) {
      const rows = await repo.nearbyPlaceTypes();
      return pageOf(rows.map((t) => ({ nearbyPlaceTypeId: t.id, name: t.name, type: t.key })), q);
    },
  };
}
export type PropertyCataloguesService = ReturnType<typeof propertyCataloguesService>;
