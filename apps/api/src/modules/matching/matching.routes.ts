import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routes } from '@vitrina/contract/paths';
import { emptyEnvelope, envelope, errors, pagedEnvelope } from '@vitrina/contract/schemas/envelope';
import {
  customerMatchSchema,
  interestBodySchema,
  interestSchema,
  interestsQuery,
  listingMatchSchema,
  MATCH_MIN_SCORE,
  MATCH_WEIGHTS as W,
  matchAlertSchema,
  matchAlertsQuery,
  matchesQuery,
  searchProfileBodySchema,
  searchProfileSchema,
  type InterestStatus,
} from '@vitrina/contract/schemas/matching';
import { ok, page } from '../../lib/http';
import { requireSession } from '../../plugins/auth';
import { needs } from '../collaboration/draft-access';
import type { MatchingService } from './matching.service';

const tenantParams = z.object({ tenantId: z.string() });
const interestParams = tenantParams.extend({ propertyDraftId: z.string() });
const draftParams = z.object({ id: z.string() });
const alertParams = z.object({ alertId: z.string() });

const otherTenant = '404 TENANT_NOT_FOUND si el cliente no está en la lista del agente.';
const scoreText =
  `La puntuación (0–100) suma los criterios que la propiedad cumple: precio ${W.price} (${15} si supera el máximo en hasta un 10 %), ` +
  `ubicación ${W.location} (localidad elegida, o estado elegido cuando el perfil no nombra localidades; 10 si solo coincide el estado), ` +
  `tipo de propiedad ${W.propertyType}, habitaciones ${W.bedrooms} y baños ${W.bathrooms} (al menos el mínimo). Un criterio vacío ` +
  `del perfil cuenta como cumplido y no da motivo. La operación (alquiler o venta) no puntúa: filtra. Coinciden las de ${MATCH_MIN_SCORE} o más, ` +
  'de mayor a menor puntuación. `reasons` dice en español qué criterios se cumplieron (p. ej. «Precio dentro del rango», «En Chacao», ' +
  '«Apartamento», «3 habitaciones», «2 baños»); `interest` es el estado del interés del cliente en la propiedad, o null.';

/** Search profiles, matches, interests and publish alerts (issue 12). */
export async function matchingRoutes(app: FastifyInstance, opts: { service: MatchingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['matching'];
  const auth = { preHandler: app.authenticate };
  const agent = (req: Parameters<typeof requireSession>[0]) => requireSession(req).agentId;

  r.get(
    routes.tenantSearchProfile,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'getTenantSearchProfile',
        summary: "Read a customer's search profile",
        description: 'El perfil de búsqueda del cliente tal como lo guarda este agente (cada agente tiene el suyo). `data: null` si aún no tiene uno. ' + otherTenant,
        params: tenantParams,
        response: { 200: envelope(searchProfileSchema.nullable()), ...errors(401, 404, 429) },
      },
    },
    async (req) => ok(await service.profile(agent(req), req.params.tenantId)),
  );

  r.put(
    routes.tenantSearchProfile,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'putTenantSearchProfile',
        summary: "Set a customer's search profile",
        description:
          'Cuerpo completo: `operationType` (1 alquiler, 2 venta, null cualquiera), `propertyTypes`, `countryStates`, `countryLocations` (ids; [] cualquiera), ' +
          '`priceMin`/`priceMax` en USD y `bedroomsMin`/`bathroomsMin` (null sin límite). 400 VALIDATION_ERROR con el campo: precio mínimo mayor al máximo, ' +
          'números negativos, tipos, estados o localidades desconocidos, o una localidad fuera de los estados elegidos; nada se guarda. ' + otherTenant,
        params: tenantParams,
        body: searchProfileBodySchema,
        response: { 200: envelope(searchProfileSchema), ...errors(400, 401, 404, 429) },
      },
    },
    async (req) => ok(await service.saveProfile(agent(req), req.params.tenantId, req.body)),
  );

  r.get(
    routes.tenantMatches,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'listTenantMatches',
        summary: 'List the listings that fit a customer',
        description:
          'Propiedades publicadas del agente y las compartidas con él que encajan con el perfil del cliente. Sin perfil, la lista está vacía. ' + scoreText + ' ' + otherTenant,
        params: tenantParams,
        querystring: matchesQuery,
        response: { 200: pagedEnvelope(listingMatchSchema), ...errors(400, 401, 404, 429) },
      },
    },
    async (req) => {
      const { data, total } = await service.listingMatches(agent(req), req.params.tenantId, req.query);
      return page(data, { limit: req.query.limit, offset: req.query.offset, total });
    },
  );

  r.get(
    routes.draftMatches,
    {
      ...needs(app, 'read'),
      schema: {
        tags,
        operationId: 'listDraftMatches',
        summary: "List the caller's customers that fit a listing",
        description:
          'Los clientes activos del agente que llama (no los del dueño) cuyo perfil encaja con la propiedad, según sus datos actuales. ' + scoreText +
          ' Hace falta poder ver la propiedad (dueño o colaborador); si no, 404 PROPERTY_DRAFT_NOT_FOUND.',
        params: draftParams,
        querystring: matchesQuery,
        response: { 200: pagedEnvelope(customerMatchSchema), ...errors(400, 401, 404, 429) },
      },
    },
    async (req) => {
      const { data, total } = await service.customerMatches(agent(req), req.params.id, req.query);
      return page(data, { limit: req.query.limit, offset: req.query.offset, total });
    },
  );

  r.get(
    routes.tenantInterests,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'listTenantInterests',
        summary: 'List the listings linked to a customer',
        description: 'Las propiedades vinculadas al cliente por este agente con su estado (1 Interesado, 2 Visitó, 3 Ofertó, 4 Descartado), la última cambiada primero. ' + otherTenant,
        params: tenantParams,
        querystring: interestsQuery,
        response: { 200: pagedEnvelope(interestSchema), ...errors(400, 401, 404, 429) },
      },
    },
    async (req) => {
      const { data, total } = await service.interests(agent(req), req.params.tenantId, req.query);
      return page(data, { limit: req.query.limit, offset: req.query.offset, total });
    },
  );

  r.put(
    routes.tenantInterest,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'putTenantInterest',
        summary: 'Link a listing to a customer, or change where they stand',
        description:
          'Cuerpo `{ status }`: 1 Interesado, 2 Visitó, 3 Ofertó, 4 Descartado. Vincula la propiedad (propia o compartida con el agente) o cambia su estado; ' +
          "un estado nuevo o distinto se anota en la cronología del cliente (evento 10, «Interés en una propiedad: Visitó», con la propiedad). " +
          '404 PROPERTY_DRAFT_NOT_FOUND si el agente no puede ver la propiedad. ' + otherTenant,
        params: interestParams,
        body: interestBodySchema,
        response: { 200: envelope(interestSchema), ...errors(400, 401, 404, 429) },
      },
    },
    async (req) => ok(await service.saveInterest(agent(req), req.params.tenantId, req.params.propertyDraftId, req.body.status as InterestStatus)),
  );

  r.delete(
    routes.tenantInterest,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'deleteTenantInterest',
        summary: 'Unlink a listing from a customer',
        description: 'Quita el vínculo (la cronología conserva lo anotado). 404 INTEREST_NOT_FOUND si la propiedad no está vinculada al cliente. ' + otherTenant,
        params: interestParams,
        response: { 200: emptyEnvelope, ...errors(401, 404, 429) },
      },
    },
    async (req) => {
      await service.deleteInterest(agent(req), req.params.tenantId, req.params.propertyDraftId);
      return ok(null);
    },
  );

  r.get(
    routes.matchAlerts,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'listMatchAlerts',
        summary: "The agent's alerts of customers that fit a newly published listing",
        description:
          'Cuando una propiedad del agente se publica, se calculan sus clientes que encajan (ver GET /property-drafts/{id}/matches) y, si hay alguno, ' +
          'se guarda una alerta y se le envía un correo con la lista. Aquí las alertas sin descartar, la más reciente primero: la propiedad, cuántos clientes ' +
          'encajaban y los primeros (hasta 5; los que ya no están activos en su lista se omiten).',
        querystring: matchAlertsQuery,
        response: { 200: pagedEnvelope(matchAlertSchema), ...errors(400, 401, 429) },
      },
    },
    async (req) => {
      const { data, total } = await service.alerts(agent(req), req.query);
      return page(data, { limit: req.query.limit, offset: req.query.offset, total });
    },
  );

  r.delete(
    routes.matchAlert,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'dismissMatchAlert',
        summary: 'Dismiss an alert',
        description: 'La alerta deja de listarse. 404 MATCH_ALERT_NOT_FOUND si no es del agente o ya se descartó.',
        params: alertParams,
        response: { 200: emptyEnvelope, ...errors(401, 404, 429) },
      },
    },
    async (req) => {
      await service.dismissAlert(agent(req), req.params.alertId);
      return ok(null);
    },
  );
}
