import type { z } from 'zod';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, DraftStatus, SLUG_MAX_LENGTH } from '@vitrina/contract/enums/property';
import type { draftListQuery, locationSchema, updateDraftSchema } from '@vitrina/contract/schemas/property-draft';
import type { Db } from '../../db/client';
import { appError } from '../../lib/errors';
import { plainTextLength, sanitizeRichText } from '../../lib/rich-text';
import { containsPattern, searchText } from '../../lib/search-text';
import { propertyDraftsRepository, type DraftRow } from './property-drafts.repository';
import { toDraft } from './draft-view';
import { detailValueToStore } from '../property-catalogues/detail-value';

export const draftNotFound = () => appError('PROPERTY_DRAFT_NOT_FOUND');
const notEditable = () => appError('PROPERTY_DRAFT_NOT_EDITABLE');
const postsNotEditable = () =>
  appError('PROPERTY_DRAFT_NOT_EDITABLE', 'La propiedad ya está publicada: sus publicaciones en redes no se pueden modificar');

export function propertyDraftsService(deps: { db: Db; baseUrl: string }) {
  const repo = propertyDraftsRepository(deps.db);

  async function views(rows: DraftRow[]) {
    const rel = await repo.related(rows);
    return rows.map((r) => toDraft(r, rel, deps.baseUrl));
  }

  async function view(agentId: string, draftId: string) {
    const row = await repo.find(agentId, draftId);
    if (!row) throw draftNotFound();
    return (await views([row]))[0]!;
  }

  /**
   * Loads the agent's draft for a change of its content: a Pending draft, or a Published one (its
   * public page reads the draft, so the change shows there at once; nothing is posted again). A
   * draft being published is left alone until its job ends.
   */
  async function editable(agentId: string, draftId: string) {
    const row = await repo.find(agentId, draftId);
    if (!row) throw draftNotFound();
    if (row.status === DraftStatus.Publishing) throw notEditable();
    return row;
  }

  /** Loads the agent's draft for a change of its Instagram or Facebook post: Pending drafts only. */
  async function postsEditable(agentId: string, draftId: string) {
    const row = await editable(agentId, draftId);
    if (row.status !== DraftStatus.Pending) throw postsNotEditable();
    return row;
  }

  const searchOf = (row: { address: string | null; code: string | null }) => searchText([row.address, row.code]);

  return {
    view,
    editable,
    postsEditable,

    /** The agent's draft row (any status), or null: for modules that act on a draft (publishing). */
    find: (agentId: string, draftId: string) => repo.find(agentId, draftId),

    /** Marks the draft as changed now (its list order and `updatedAt`). */
    touch: (draftId: string) => repo.touch(draftId),

    /** What the views of these drafts need besides their rows (images, catalogues, posts). */
    related: (rows: DraftRow[]) => repo.related(rows),

    /** The agent's published listings (properties module): each property row with its draft. */
    listPublished: (agentId: string, filters: Parameters<typeof repo.listPublished>[1]) => repo.listPublished(agentId, filters),
    findPublished: (agentId: string, propertyId: string) => repo.findPublished(agentId, propertyId),
    /** A listing by its public slug (public page, leads), any status; null when unknown or longer than a slug can be. */
    listingBySlug: async (slug: string) => (slug.length <= SLUG_MAX_LENGTH ? repo.findBySlug(slug) : null),

    async create(agentId: string) {
      const row = await repo.insert(agentId);
      return view(agentId, row.id);
    },

    async list(agentId: string, q: z.output<typeof draftListQuery>) {
      const statuses = q.statuses ? q.statuses.split(',').map(Number) : [DraftStatus.Pending, DraftStatus.Publishing];
      const { rows, total } = await repo.list(agentId, {
        ...q,
        statuses,
        pattern: q.searchQuery ? containsPattern(q.searchQuery) : null,
        contentOnly: q.withContent === 'true',
      });
      return { rows: await views(rows), total };
    },

    async update(agentId: string, draftId: string, body: z.output<typeof updateDraftSchema>) {
      const current = await editable(agentId, draftId);
      if (!(await repo.propertyType(body.propertyType))) {
        throw appError('VALIDATION_ERROR', undefined, { propertyType: 'El tipo de propiedad es requerido' });
      }
      let descriptionHtml: string | null = current.descriptionHtml;
      if (body.description !== undefined) {
        const clean = body.description ? sanitizeRichText(body.description) : '';
        const length = plainTextLength(clean);
        if (length > 0 && length < DESCRIPTION_MIN) throw appError('VALIDATION_ERROR', undefined, { description: 'La descripción es requerida' });
        if (length > DESCRIPTION_MAX) {
          throw appError('VALIDATION_ERROR', undefined, { description: 'La descripción debe tener menos de 6000 caracteres' });
        }
        descriptionHtml = length === 0 ? null : clean;
      }
      const code = body.code === undefined ? current.code : body.code;
      await repo.update(agentId, draftId, {
        propertyTypeId: body.propertyType,
        price: body.price,
        operationType: body.operationType,
        code,
        descriptionHtml,
        searchText: searchOf({ address: current.address, code }),
      });
      return view(agentId, draftId);
    },

    async setEnvironment(agentId: string, draftId: string, environmentId: number, quantity: number) {
      await editable(agentId, draftId);
      if (!(await repo.environment(environmentId))) throw appError('PROPERTY_ENVIROMENT_NOT_FOUND');
      await repo.setEnvironment(draftId, environmentId, quantity);
      await repo.touch(draftId);
      return view(agentId, draftId);
    },

    async setDetail(agentId: string, draftId: string, type: string, value: string) {
      await editable(agentId, draftId);
      const detailType = await repo.detailType(type);
      if (!detailType) throw appError('VALIDATION_ERROR', undefined, { propertyDetailType: 'El detalle no existe' });
      await repo.setDetail(draftId, detailType.id, detailValueToStore(detailType, value));
      await repo.touch(draftId);
      return view(agentId, draftId);
    },

    async deleteDetail(agentId: string, draftId: string, type: string) {
      await editable(agentId, draftId);
      const detailType = await repo.detailType(type);
      if (detailType) await repo.deleteDetail(draftId, detailType.id);
      await repo.touch(draftId);
      return view(agentId, draftId);
    },

    async setLocation(agentId: string, draftId: string, body: z.output<typeof locationSchema>) {
      const current = await editable(agentId, draftId);
      const location = await repo.locationOf(body.location);
      if (!location || location.countryStateId !== body.countryState) {
        throw appError('VALIDATION_ERROR', undefined, { location: 'La localidad no pertenece al estado seleccionado' });
      }
      const address = body.address === undefined ? current.address : (body.address ?? null);
      await repo.update(agentId, draftId, {
        countryStateId: body.countryState,
        countryLocationId: body.location,
        address,
        latitude: body.latitude === undefined ? current.latitude : body.latitude,
        longitude: body.longitude === undefined ? current.longitude : body.longitude,
        searchText: searchOf({ address, code: current.code }),
      });
      return view(agentId, draftId);
    },
  };
}

export type PropertyDraftsService = ReturnType<typeof propertyDraftsService>;
