import { LOOKUPS_PER_HOUR, PHONE_LOOKUP_MIN_DIGITS } from '@vitrina/contract/enums/tenant';
import type { z } from 'zod';
import { Sex } from '@vitrina/contract/enums/sex';
import { parsePhone, phoneSearchDigits } from '@vitrina/contract/phone';
import { TenantEventType, TenantStatus, TenantType } from '@vitrina/contract/enums/tenant';
import type { TenantCard, tenantBodySchema } from '@vitrina/contract/schemas/tenant';
import type { Db } from '../../db/client';
import { ApiError, appError } from '../../lib/errors';
import { newFileKey } from '../../lib/files';
import { cleanImage } from '../../lib/images';
import { MilestoneType, recordMilestone } from '../../lib/milestones';
import { bumpCounter } from '../../lib/rate-counter';
import { containsPattern, searchText } from '../../lib/search-text';
import type { SessionCheck } from '../../plugins/session-claims';
import type { Storage } from '../../plugins/storage/storage';
import type { SignedUrls } from '../../lib/signed-url';
import { tenantsRepository, tenantWrites, type TenantRow } from './tenants.repository';
import { sharedParts, uniqueSlug, type Shared } from './tenant-person';
import { toActivity, toCard, toTenant } from './tenant-view';

type TenantBody = z.output<typeof tenantBodySchema>;

export const tenantNotFound = () => appError('TENANT_NOT_FOUND');
const phoneInUse = () => appError('PHONE_NUMBER_IN_USE');
const emailInUse = () => appError('EMAIL_IN_USE');


/** 429 of the look-ups, with the seconds until the agent's hour is over (the route sends `Retry-After`). */
export class LookupLimitError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      'TOO_MANY_REQUESTS',
      `Has alcanzado el límite de ${LOOKUPS_PER_HOUR} búsquedas de clientes por hora. Vuelve a intentarlo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
      429,
    );
  }
}

const sharedChanged = (before: Shared, after: Shared) =>
  before.firstName !== after.firstName ||
  before.lastName !== after.lastName ||
  before.emailAddress !== after.emailAddress ||
  before.phoneCode !== after.phoneCode ||
  before.phoneNumber !== after.phoneNumber;

function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = e?.cause ?? e;
  return c?.code === '23505' && (c.constraint === constraint || String(c.constraint ?? '').includes(constraint));
}

export function tenantsService(deps: { db: Db; storage: Storage; links: SignedUrls }) {
  const repo = tenantsRepository(deps.db);
  const { links } = deps;

  async function linked(agentId: string, tenantId: string) {
    const row = await repo.findLinkedById(agentId, tenantId);
    if (!row) throw tenantNotFound();
    return row;
  }

  async function checkAddress(body: TenantBody) {
    if (body.countryState !== null && !(await repo.stateExists(body.countryState))) {
      throw appError('VALIDATION_ERROR', undefined, { countryState: 'Debe seleccionar un estado' });
    }
    if (body.countryLocation !== null) {
      const stateId = await repo.locationState(body.countryLocation);
      if (stateId === null || stateId !== body.countryState) {
        throw appError('VALIDATION_ERROR', undefined, { countryLocation: 'La localidad no pertenece al estado seleccionado' });
      }
    }
  }

  async function checkUnique(body: TenantBody, selfId: string | null) {
    const byPhone = await repo.findByPhone(body.phoneCode, body.phoneNumber);
    if (byPhone && byPhone.id !== selfId) throw phoneInUse();
    if (body.emailAddress) {
      const byEmail = await repo.findByEmail(body.emailAddress);
      if (byEmail && byEmail.id !== selfId) throw emailInUse();
    }
  }

  /** The shared person, written on `tenants` for every linked agent. */
  function sharedValues(body: TenantBody) {
    const shared: Shared = {
      firstName: body.firstName,
      lastName: body.lastName,
      emailAddress: body.emailAddress,
      phoneCode: body.phoneCode,
      phoneNumber: body.phoneNumber,
    };
    return { ...shared, searchText: searchText(sharedParts(shared)) };
  }

  /** This agent's own values, written on its link only. */
  function ownValues(body: TenantBody) {
    const documentNumber = body.documentType ? body.documentNumber : null;
    return {
      documentType: body.documentNumber ? body.documentType : null,
      documentNumber,
      sex: body.sex,
      birthDate: body.birthDate,
      countryStateId: body.countryState,
      countryLocationId: body.countryLocation,
      searchText: searchText([...sharedParts(body), documentNumber]),
    };
  }

  /** Counts one look-up of the agent's hour; the 61st and later answer 429. */
  async function countLookup(agentId: string) {
    const bump = await bumpCounter(deps.db, { kind: 'tenant_lookup', key: agentId, windowSeconds: 3600 });
    if (bump.count > LOOKUPS_PER_HOUR) throw new LookupLimitError(bump.retryAfterSeconds);
  }

  function mapConflicts(err: unknown): never {
    if (isUniqueViolation(err, 'tenants_phone_unique')) throw phoneInUse();
    if (isUniqueViolation(err, 'tenants_email_unique')) throw emailInUse();
    if (isUniqueViolation(err, 'tenant_agents_tenant_agent')) {
      throw appError('TENANT_AGENT_ALREADY_EXIST');
    }
    throw err;
  }

  return {
    /** With `check`, the list's statement checks that session is live (no rows without it: plugins/auth.ts `listChecked`). */
    async list(agentId: string, q: { status: number; type?: number; searchQuery?: string; limit: number; offset: number }, check: SessionCheck = null) {
      // A query that looks like a phone ('04127000001', '+58 412 7000003') becomes the stored digits.
      const query = q.searchQuery ? (phoneSearchDigits(q.searchQuery) ?? q.searchQuery) : '';
      const pattern = query ? containsPattern(query) : null;
      const { rows, total, sessionLive } = await repo.list(agentId, { ...q, pattern }, check);
      return { rows: rows.map((r) => toTenant(r, links)), total, sessionLive };
    },

    async get(agentId: string, tenantId: string) {
      return toTenant(await linked(agentId, tenantId), links);
    },

    async getBySlug(agentId: string, slug: string) {
      const row = await repo.findLinkedBySlug(agentId, slug);
      if (!row) throw tenantNotFound();
      return toTenant(row, links);
    },

    /** The card of the person with this phone, or null when nobody has it. */
    async lookupByPhone(agentId: string, raw: string): Promise<TenantCard | null> {
      await countLookup(agentId);
      const digits = raw.replace(/\D/g, '').replace(/^0+/, '');
      if (digits.length < PHONE_LOOKUP_MIN_DIGITS) return null;
      // The same reading as the forms ('0412-555-1234', '+58 412 5551234'); else the national number,
      // or the country code followed by it.
      const parsed = parsePhone(raw);
      let found: TenantRow | null = parsed.ok ? await repo.findByPhone(parsed.phone.code, parsed.phone.number) : null;
      if (!found) found = await repo.findByPhone('58', digits);
      for (let codeLen = 1; !found && codeLen <= 4 && codeLen < digits.length; codeLen++) {
        found = await repo.findByPhone(digits.slice(0, codeLen), digits.slice(codeLen));
      }
      if (!found) return null;
      const link = await repo.findLink(agentId, found.id);
      return toCard(found, link ? found.slug : null);
    },

    /** The card of the person with this e-mail, or null when nobody has it. */
    async lookupByEmail(agentId: string, raw: string): Promise<TenantCard | null> {
      await countLookup(agentId);
      const found = await repo.findByEmail(raw.trim().toLowerCase());
      if (!found) return null;
      const link = await repo.findLink(agentId, found.id);
      return toCard(found, link ? found.slug : null);
    },

    async create(agentId: string, body: TenantBody) {
      await checkAddress(body);
      await checkUnique(body, null);
      const slug = await uniqueSlug(repo, body.firstName, body.lastName);
      const tenantId = await repo
        .transaction(async (tx) => {
          // `tenants.sex` is a legacy NOT NULL column: a placeholder, never read (sex is each agent's own).
          const tenant = await tenantWrites.insertTenant(tx, { ...sharedValues(body), sex: Sex.NotSpecified, slug, createdByAgentId: agentId });
          await tenantWrites.insertLink(tx, { tenantId: tenant.id, agentId, tenantType: body.tenantType, ...ownValues(body) });
          await tenantWrites.addActivity(tx, tenant.id, agentId, TenantEventType.Added);
          await recordMilestone(tx, agentId, MilestoneType.TenantCreated);
          return tenant.id;
        })
        .catch(mapConflicts);
      return toTenant((await repo.findLinkedById(agentId, tenantId))!, links);
    },

    async update(agentId: string, tenantId: string, body: TenantBody) {
      const current = await linked(agentId, tenantId);
      if (body.tenantId && body.tenantId !== tenantId) {
        throw appError('VALIDATION_ERROR', undefined, { tenantId: 'El identificador no coincide con el cliente' });
      }
      if (current.link.tenantType === TenantType.Lead && body.tenantType !== TenantType.Lead) {
        throw appError('VALIDATION_ERROR', undefined, { tenantType: 'El tipo de un potencial cliente no se puede cambiar' });
      }
      await checkAddress(body);
      await checkUnique(body, tenantId);
      await repo
        .transaction(async (tx) => {
          const shared = sharedValues(body);
          if (sharedChanged(current.tenant, shared)) {
            // The person changed for everyone: each linked agent's search text and timeline say so.
            await tenantWrites.updateTenant(tx, tenantId, shared);
            await tenantWrites.refreshOtherSearchTexts(tx, tenantId, agentId, shared.searchText);
            await tenantWrites.addActivityForAll(tx, tenantId, TenantEventType.SharedDataUpdated, agentId);
          }
          await tenantWrites.updateLink(tx, agentId, tenantId, { tenantType: body.tenantType, ...ownValues(body) });
        })
        .catch(mapConflicts);
      return toTenant((await repo.findLinkedById(agentId, tenantId))!, links);
    },

    /** Adds an existing customer (found by phone or e-mail) to this agent's list. */
    async link(agentId: string, tenantId: string, tenantType: number) {
      const person = await repo.findById(tenantId);
      if (!person) throw tenantNotFound();
      if (await repo.findLink(agentId, tenantId)) {
        throw appError('TENANT_AGENT_ALREADY_EXIST');
      }
      await repo
        .transaction(async (tx) => {
          // A new link starts with only the shared person: the rest, sex included ('Sin especificar'
          // until then), is for this agent to fill in.
          await tenantWrites.insertLink(tx, { tenantId, agentId, tenantType, searchText: searchText(sharedParts(person)) });
          await tenantWrites.addActivity(tx, tenantId, agentId, TenantEventType.Added);
          await recordMilestone(tx, agentId, MilestoneType.TenantCreated);
        })
        .catch(mapConflicts);
      return toTenant((await repo.findLinkedById(agentId, tenantId))!, links);
    },

    async setStatus(agentId: string, tenantId: string, status: TenantStatus) {
      const current = await linked(agentId, tenantId);
      if (current.link.status === status) {
        const message = status === TenantStatus.Filed ? 'El cliente ya está archivado' : 'El cliente ya está activo';
        throw appError('TENANT_STATUS_INVALID', message);
      }
      await repo.transaction(async (tx) => {
        await tenantWrites.updateLink(tx, agentId, tenantId, { status });
        await tenantWrites.addActivity(tx, tenantId, agentId, status === TenantStatus.Filed ? TenantEventType.Filed : TenantEventType.Enabled);
      });
      return toTenant((await repo.findLinkedById(agentId, tenantId))!, links);
    },

    async replaceAvatar(agentId: string, tenantId: string, upload: Buffer) {
      const current = await linked(agentId, tenantId);
      const image = await cleanImage(upload);
      const key = newFileKey(`tenants/${tenantId}`, image.ext);
      await deps.storage.put(key, image.buffer, image.contentType);
      try {
        await repo.transaction((tx) => tenantWrites.updateLink(tx, agentId, tenantId, { avatarKey: key }));
      } catch (err) {
        await deps.storage.delete(key).catch(() => undefined);
        throw err;
      }
      // Only this agent's own photo is replaced; another agent's is never touched.
      if (current.link.avatarKey) await deps.storage.delete(current.link.avatarKey).catch(() => undefined);
      return toTenant((await repo.findLinkedById(agentId, tenantId))!, links);
    },

    async activities(agentId: string, tenantId: string, limit: number, offset: number) {
      await linked(agentId, tenantId);
      const { rows, total } = await repo.activities(agentId, tenantId, limit, offset);
      return { rows: rows.map(toActivity), total };
    },

    /** For other modules through the routes: throws TENANT_NOT_FOUND unless linked to the agent. */
    assertLinked: async (agentId: string, tenantId: string) => (await linked(agentId, tenantId)).tenant,
  };
}

export type TenantsService = ReturnType<typeof tenantsService>;
