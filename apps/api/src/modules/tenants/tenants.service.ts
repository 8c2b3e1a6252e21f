import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { TenantEventType, TenantStatus, TenantType } from '@vitrina/contract/enums/tenant';
import type { tenantBodySchema } from '@vitrina/contract/schemas/tenant';
import type { Db } from '../../db/client';
import { ApiError, appError } from '../../lib/errors';
import { newFileKey } from '../../lib/files';
import { cleanImage } from '../../lib/images';
import { MilestoneType, recordMilestone } from '../../lib/milestones';
import { containsPattern, normalizeText, searchText } from '../../lib/search-text';
import type { Storage } from '../../plugins/storage/storage';
import { tenantsRepository, tenantWrites, type TenantRow } from './tenants.repository';
import { toActivity, toCard, toTenant } from './tenant-view';

type TenantBody = z.output<typeof tenantBodySchema>;

export const tenantNotFound = () => new ApiError('TENANT_NOT_FOUND', 'El cliente no existe', 404);
const phoneInUse = () => new ApiError('PHONE_NUMBER_IN_USE', 'El número de teléfono ya está en uso', 409);
const emailInUse = () => new ApiError('EMAIL_IN_USE', 'El correo electrónico ya está en uso', 409);

function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = e?.cause ?? e;
  return c?.code === '23505' && (c.constraint === constraint || String(c.constraint ?? '').includes(constraint));
}

function slugBase(first: string, last: string): string {
  return normalizeText(`${first} ${last}`).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'cliente';
}

export function tenantsService(deps: { db: Db; storage: Storage; baseUrl: string }) {
  const repo = tenantsRepository(deps.db);
  const { baseUrl } = deps;

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

  function personValues(body: TenantBody) {
    return {
      firstName: body.firstName,
      lastName: body.lastName,
      emailAddress: body.emailAddress,
      phoneCode: body.phoneCode,
      phoneNumber: body.phoneNumber,
      documentType: body.documentNumber ? body.documentType : null,
      documentNumber: body.documentType ? body.documentNumber : null,
      sex: body.sex,
      birthDate: body.birthDate,
      countryStateId: body.countryState,
      countryLocationId: body.countryLocation,
      searchText: searchText([body.firstName, body.lastName, body.emailAddress, body.phoneNumber, `${body.phoneCode}${body.phoneNumber}`, body.documentNumber]),
    };
  }

  async function uniqueSlug(first: string, last: string): Promise<string> {
    const base = slugBase(first, last);
    for (;;) {
      const slug = `${base}-${randomBytes(3).toString('hex')}`;
      if (!(await repo.slugTaken(slug))) return slug;
    }
  }

  function mapConflicts(err: unknown): never {
    if (isUniqueViolation(err, 'tenants_phone_unique')) throw phoneInUse();
    if (isUniqueViolation(err, 'tenants_email_unique')) throw emailInUse();
    if (isUniqueViolation(err, 'tenant_agents_tenant_agent')) {
      throw new ApiError('TENANT_AGENT_ALREADY_EXIST', 'El cliente ya se encuentra agregado en tu listado', 409);
    }
    throw err;
  }

  return {
    async list(agentId: string, q: { status: number; type?: number; searchQuery?: string; limit: number; offset: number }) {
      const pattern = q.searchQuery ? containsPattern(q.searchQuery) : null;
      const { rows, total } = await repo.list(agentId, { ...q, pattern });
      return { rows: rows.map((r) => toTenant(r, baseUrl)), total };
    },

    async get(agentId: string, tenantId: string) {
      return toTenant(await linked(agentId, tenantId), baseUrl);
    },

    async getBySlug(agentId: string, slug: string) {
      const row = await repo.findLinkedBySlug(agentId, slug);
      if (!row) throw tenantNotFound();
      return toTenant(row, baseUrl);
    },

    async lookupByPhone(agentId: string, raw: string) {
      const digits = raw.replace(/\D/g, '').replace(/^0+/, '');
      if (digits.length < 7) throw tenantNotFound();
      // Either the national number, or the country code followed by it.
      let found: TenantRow | null = await repo.findByPhone('58', digits);
      for (let codeLen = 1; !found && codeLen <= 4 && codeLen < digits.length; codeLen++) {
        found = await repo.findByPhone(digits.slice(0, codeLen), digits.slice(codeLen));
      }
      if (!found) throw tenantNotFound();
      const link = await repo.findLink(agentId, found.id);
      return toCard(found, link ? found.slug : null, baseUrl);
    },

    async lookupByEmail(agentId: string, raw: string) {
      const found = await repo.findByEmail(raw.trim().toLowerCase());
      if (!found) throw tenantNotFound();
      const link = await repo.findLink(agentId, found.id);
      return toCard(found, link ? found.slug : null, baseUrl);
    },

    async create(agentId: string, body: TenantBody) {
      await checkAddress(body);
      await checkUnique(body, null);
      const slug = await uniqueSlug(body.firstName, body.lastName);
      const tenantId = await repo
        .transaction(async (tx) => {
          const tenant = await tenantWrites.insertTenant(tx, { ...personValues(body), slug, createdByAgentId: agentId });
          await tenantWrites.insertLink(tx, { tenantId: tenant.id, agentId, tenantType: body.tenantType });
          await tenantWrites.addActivity(tx, tenant.id, agentId, TenantEventType.Added);
          await recordMilestone(tx, agentId, MilestoneType.TenantCreated);
          return tenant.id;
        })
        .catch(mapConflicts);
      return toTenant((await repo.findLinkedById(agentId, tenantId))!, baseUrl);
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
          await tenantWrites.updateTenant(tx, tenantId, personValues(body));
          await tenantWrites.updateLink(tx, agentId, tenantId, { tenantType: body.tenantType });
        })
        .catch(mapConflicts);
      return toTenant((await repo.findLinkedById(agentId, tenantId))!, baseUrl);
    },

    /** Adds an existing customer (found by phone or e-mail) to this agent's list. */
    async link(agentId: string, tenantId: string, tenantType: number) {
      const exists = await deps.db.query.tenants.findFirst({ where: (t, { eq }) => eq(t.id, tenantId) });
      if (!exists) throw tenantNotFound();
      if (await repo.findLink(agentId, tenantId)) {
        throw new ApiError('TENANT_AGENT_ALREADY_EXIST', 'El cliente ya se encuentra agregado en tu listado', 409);
      }
      await repo
        .transaction(async (tx) => {
          await tenantWrites.insertLink(tx, { tenantId, agentId, tenantType });
          await tenantWrites.addActivity(tx, tenantId, agentId, TenantEventType.Added);
          await recordMilestone(tx, agentId, MilestoneType.TenantCreated);
        })
        .catch(mapConflicts);
      return toTenant((await repo.findLinkedById(agentId, tenantId))!, baseUrl);
    },

    async setStatus(agentId: string, tenantId: string, status: TenantStatus) {
      const current = await linked(agentId, tenantId);
      if (current.link.status === status) {
        const message = status === TenantStatus.Filed ? 'El cliente ya está archivado' : 'El cliente ya está activo';
        throw new ApiError('TENANT_STATUS_INVALID', message, 409);
      }
      await repo.transaction(async (tx) => {
        await tenantWrites.updateLink(tx, agentId, tenantId, { status });
        await tenantWrites.addActivity(tx, tenantId, agentId, status === TenantStatus.Filed ? TenantEventType.Filed : TenantEventType.Enabled);
      });
      return toTenant((await repo.findLinkedById(agentId, tenantId))!, baseUrl);
    },

    async replaceAvatar(agentId: string, tenantId: string, upload: Buffer) {
      const current = await linked(agentId, tenantId);
      const image = await cleanImage(upload);
      const key = newFileKey(`tenants/${tenantId}`, image.ext);
      await deps.storage.put(key, image.buffer, image.contentType);
      try {
        await repo.transaction((tx) => tenantWrites.updateTenant(tx, tenantId, { avatarKey: key }));
      } catch (err) {
        await deps.storage.delete(key).catch(() => undefined);
        throw err;
      }
      if (current.tenant.avatarKey) await deps.storage.delete(current.tenant.avatarKey).catch(() => undefined);
      return toTenant((await repo.findLinkedById(agentId, tenantId))!, baseUrl);
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
