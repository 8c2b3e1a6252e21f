import { tenantEventTitles, type TenantEventType } from '@vitrina/contract/enums/tenant';
import type { Tenant, TenantActivity, TenantCard } from '@vitrina/contract/schemas/tenant';
import { fullName } from '../../lib/agent-view';
import { fileUrl } from '../../lib/files';
import type { LinkRow, TenantRow } from './tenants.repository';
import type { tenantActivities } from '../../db/schema/index';

export function toTenant(
  row: { tenant: TenantRow; link: LinkRow; stateName: string | null; locationName: string | null },
  baseUrl: string,
): Tenant {
  const t = row.tenant;
  return {
    tenantId: t.id,
    slug: t.slug,
    firstName: t.firstName,
    lastName: t.lastName,
    fullName: fullName(t.firstName, t.lastName),
    tenantType: row.link.tenantType,
    status: row.link.status,
    sex: t.sex,
    documentType: t.documentType,
    documentNumber: t.documentNumber,
    emailAddress: t.emailAddress,
    phoneNumber: { code: t.phoneCode, number: t.phoneNumber, fullNumber: `+${t.phoneCode}${t.phoneNumber}` },
    birthDate: t.birthDate,
    avatarUrl: t.avatarKey ? fileUrl(baseUrl, t.avatarKey) : null,
    address: {
      countryState: t.countryStateId && row.stateName ? { countryStateId: t.countryStateId, name: row.stateName } : null,
      location:
        t.countryLocationId && row.locationName ? { countryLocationId: t.countryLocationId, name: row.locationName } : null,
    },
    // Dates of this agent's link: 'Activo desde' and 'Archivado desde' speak of the agent's list.
    createdAt: row.link.createdAt.toISOString(),
    updatedAt: row.link.updatedAt.toISOString(),
  };
}

/** 'ana.perez@gmail.com' → 'an•••••••@gmail.com'. */
export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 2)}${'•'.repeat(Math.max(3, user.length - 2))}@${domain}`;
}

/** '+58 4125555555' → '+58 ••••••5555'. */
export function maskPhone(code: string, number: string): string {
  return `+${code} ${'•'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}

export function toCard(t: TenantRow, linkedSlug: string | null, baseUrl: string): TenantCard {
  return {
    tenantId: t.id,
    fullName: fullName(t.firstName, t.lastName),
    avatarUrl: t.avatarKey ? fileUrl(baseUrl, t.avatarKey) : null,
    emailAddress: t.emailAddress ? maskEmail(t.emailAddress) : null,
    phoneNumber: maskPhone(t.phoneCode, t.phoneNumber),
    linked: linkedSlug !== null,
    slug: linkedSlug,
  };
}

export function toActivity(a: typeof tenantActivities.$inferSelect): TenantActivity {
  return {
    activityId: a.id,
    tenantId: a.tenantId,
    agentId: a.agentId,
    eventType: a.eventType,
    title: tenantEventTitles[a.eventType as TenantEventType] ?? '',
    index: a.index,
    createdAt: a.createdAt.toISOString(),
  };
}
