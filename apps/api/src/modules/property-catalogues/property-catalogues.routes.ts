import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { routes } from '@vitrina/contract/paths';
import {
  detailCategorySchema,
  environmentGroupSchema,
  nearbyPlaceTypeSchema,
  propertyDetailTypeRefSchema,
  propertyTypeSchema,
} from '@vitrina/contract/schemas/property-draft';
import { catalogueListQuery } from '@vitrina/contract/schemas/property-catalogues';
import { errors, pagedEnvelope } from '@vitrina/contract/schemas/envelope';
import { propertyCataloguesService } from './property-catalogues.service';

const listQuery = catalogueListQuery;

export async function propertyCataloguesRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = propertyCataloguesService({ db: opts.db });
  const tags = ['property-catalogues'];
  const auth = { preHandler: app.authenticate };

  r.get(routes.propertyTypes, { ...auth, schema: { tags, operationId: 'listPropertyTypes', summary: 'List property types', response: { 200: pagedEnvelope(propertyTypeSchema), ...errors(400, 401, 429) }, querystring: listQuery } }, (req) =>
    service.types(req.query),
  );

  r.get(routes.propertyEnvironments, { ...auth, schema: { tags, operationId: 'listPropertyEnviroments', summary: 'List property rooms and spaces, by group', response: { 200: pagedEnvelope(environmentGroupSchema), ...errors(400, 401, 429) }, querystring: listQuery } }, (req) =>
    service.environmentGroups(req.query),
  );

  r.get(routes.propertyDetailCategories, { ...auth, schema: { tags, operationId: 'listPropertyDetailCategories', summary: 'List property detail categories', response: { 200: pagedEnvelope(detailCategorySchema), ...errors(400, 401, 429) }, querystring: listQuery } }, (req) =>
    service.detailCategories(req.query),
  );

  const typesQuery = listQuery.extend({ category: z.coerce.number().int().positive('La categoría no es válida').optional() });
  const typesDoc =
    "Each type has a `kind`: 'boolean' (a yes/no detail, saved by its switch alone with value 'true' and removed when off), " +
    "'number' (a number within the type's bounds, shown followed by `unit` such as 'm²', 'USD' or 'meses'), " +
    "'choice' (one of `options`) or 'text' (free text). PUT /property-drafts/{id}/details checks the value by kind; " +
    "a draft's details[].propertyDetailType carries the same kind, unit and options.";
  r.get(routes.propertyDetailTypes, { ...auth, schema: { tags, operationId: 'listPropertyDetailTypes', summary: 'List property detail types', response: { 200: pagedEnvelope(propertyDetailTypeRefSchema), ...errors(400, 401, 429) }, querystring: typesQuery, description: typesDoc } }, (req) =>
    service.detailTypes(req.query),
  );

  r.get(routes.nearbyPlaceTypes, { ...auth, schema: { tags, operationId: 'listNearbyPlaceTypes', summary: 'List nearby place types', response: { 200: pagedEnvelope(nearbyPlaceTypeSchema), ...errors(400, 401, 429) }, querystring: listQuery } }, (req) =>
    service.nearbyPlaceTypes(req.query),
  );
}
