import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  nearbyPlaceTypes,
  propertyDetailCategories,
  propertyDetailTypes,
  propertyEnvironmentGroups,
  propertyEnvironments,
  propertyTypes,
} from '../../db/schema/index';
import { page } from '../../lib/http';
import { containsPattern } from '../../lib/search-text';
import { routes } from '@vitrina/contract/paths';
import {
  detailCategorySchema,
  environmentGroupSchema,
  nearbyPlaceTypeSchema,
  propertyDetailTypeRefSchema,
  propertyTypeSchema,
  type DetailKind,
} from '@vitrina/contract/schemas/property-draft';
import { catalogueListQuery } from '@vitrina/contract/schemas/property-catalogues';
import { errors, pagedEnvelope } from '@vitrina/contract/schemas/envelope';

const listQuery = catalogueListQuery;

/** Filters a small catalogue in memory by an accent-insensitive search, then pages it. */
function pageOf<T extends { name: string }>(rows: T[], q: z.output<typeof listQuery>) {
  const pattern = q.searchQuery ? containsPattern(q.searchQuery) : null;
  const needle = pattern ? pattern.slice(1, -1).replace(/\\(.)/g, '$1') : null;
  const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const filtered = needle ? rows.filter((r) => norm(r.name).includes(needle)) : rows;
  return page(filtered.slice(q.offset, q.offset + q.limit), { limit: q.limit, offset: q.offset, total: filtered.length });
}

export async function propertyCataloguesRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['property-catalogues'];
  const auth = { preHandler: app.authenticate };

  r.get(routes.propertyTypes, { ...auth, schema: { tags, operationId: 'listPropertyTypes', summary: 'List property types', response: { 200: pagedEnvelope(propertyTypeSchema), ...errors(400, 401, 429) }, querystring: listQuery } }, async (req) => {
    const rows = await db.select().from(propertyTypes).orderBy(asc(propertyTypes.sort));
    return pageOf(rows.map((t) => ({ propertyTypeId: t.id, name: t.name, pictureUrl: t.pictureUrl })), req.query);
  });

  r.get(routes.propertyEnvironments, { ...auth, schema: { tags, operationId: 'listPropertyEnviroments', summary: 'List property rooms and spaces, by group', response: { 200: pagedEnvelope(environmentGroupSchema), ...errors(400, 401, 429) }, querystring: listQuery } }, async (req) => {
    const groups = await db.select().from(propertyEnvironmentGroups).orderBy(asc(propertyEnvironmentGroups.sort));
    const children = await db.select().from(propertyEnvironments).orderBy(asc(propertyEnvironments.sort));
    const rows = groups.map((g) => ({
      propertyEnviromentParentId: g.id,
      name: g.name,
      propertyEnviroments: children
        .filter((c) => c.groupId === g.id)
        .map((c) => ({ propertyEnviromentId: c.id, name: c.name, shortName: c.shortName, type: c.key })),
    }));
    return pageOf(rows, req.query);
  });

  r.get(routes.propertyDetailCategories, { ...auth, schema: { tags, operationId: 'listPropertyDetailCategories', summary: 'List property detail categories', response: { 200: pagedEnvelope(detailCategorySchema), ...errors(400, 401, 429) }, querystring: listQuery } }, async (req) => {
    const rows = await db.select().from(propertyDetailCategories).orderBy(asc(propertyDetailCategories.sort));
    return pageOf(rows.map((c) => ({ propertyDetailCategoryId: c.id, name: c.name, type: c.key })), req.query);
  });

  const typesQuery = listQuery.extend({ category: z.coerce.number().int().positive('La categoría no es válida').optional() });
  const typesDoc =
    "Each type has a `kind`: 'boolean' (a yes/no detail, saved by its switch alone with value 'true' and removed when off), " +
    "'number' (a number within the type's bounds, shown followed by `unit` such as 'm²', 'USD' or 'meses'), " +
    "'choice' (one of `options`) or 'text' (free text). PUT /property-drafts/{id}/details checks the value by kind; " +
    "a draft's details[].propertyDetailType carries the same kind, unit and options.";
  r.get(routes.propertyDetailTypes, { ...auth, schema: { tags, operationId: 'listPropertyDetailTypes', summary: 'List property detail types', response: { 200: pagedEnvelope(propertyDetailTypeRefSchema), ...errors(400, 401, 429) }, querystring: typesQuery, description: typesDoc } }, async (req) => {
    const rows = await db
      .select({ type: propertyDetailTypes, category: propertyDetailCategories })
      .from(propertyDetailTypes)
      .innerJoin(propertyDetailCategories, eq(propertyDetailCategories.id, propertyDetailTypes.categoryId))
      .where(and(req.query.category ? eq(propertyDetailTypes.categoryId, req.query.category) : undefined))
      .orderBy(asc(propertyDetailCategories.sort), asc(propertyDetailTypes.sort));
    return pageOf(
      rows.map(({ type, category }) => ({
        propertyDetailTypeId: type.id,
        type: type.type,
        name: type.name,
        kind: type.kind as DetailKind,
        unit: type.unit,
        options: type.options,
        propertyDetailCategory: { propertyDetailCategoryId: category.id, name: category.name },
      })),
      req.query,
    );
  });

  r.get(routes.nearbyPlaceTypes, { ...auth, schema: { tags, operationId: 'listNearbyPlaceTypes', summary: 'List nearby place types', response: { 200: pagedEnvelope(nearbyPlaceTypeSchema), ...errors(400, 401, 429) }, querystring: listQuery } }, async (req) => {
    const rows = await db.select().from(nearbyPlaceTypes).orderBy(asc(nearbyPlaceTypes.id));
    return pageOf(rows.map((t) => ({ nearbyPlaceTypeId: t.id, name: t.name, type: t.key })), req.query);
  });
}
