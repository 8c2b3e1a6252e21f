import { tenantEventTitles, type TenantEventType } from '@vitrina/contract/enums/tenant';
import type { Tenant, TenantActivity, TenantCard } from '@vitrina/contract/schemas/tenant';
import { fullName } from '../../lib/agent-view';
import { privateFileUrl } from '../../lib/files';
import type { SignedUrls } from '../../lib/signed-url';
import type { ActivityRow, LinkRow, TenantRow } from './tenants.repository';

export function toTenant(
  row: { tenant: TenantRow; link: LinkRow; stateName: string | null; locationName: string | null },
  links: SignedUrls,
): Tenant {
  // The person's names, phone and e-mail are shared; everything else is this agent's own (the link).
  const t = row.tenant;
  const own = row.link;
  return {
    tenantId: t.id,
    slug: t.slug,
    firstName: t.firstName,
    lastName: t.lastName,
    fullName: fullName(t.firstName, t.lastName),
    tenantType: row.link.tenantType,
    status: row.link.status,
    sex: own.sex,
    documentType: own.documentType,
    documentNumber: own.documentNumber,
    emailAddress: t.emailAddress,
    phoneNumber: { code: t.phoneCode, number: t.phoneNumber, fullNumber: `+${t.phoneCode}${t.phoneNumber}` },
    birthDate: own.birthDate,
    // Each agent's own photo of the customer: a private file, reached only through a signed link.
    avatarUrl: own.avatarKey ? privateFileUrl(links, own.avatarKey) : null,
    address: {
      countryState: own.countryStateId && row.stateName ? { countryStateId: own.countryStateId, name: row.stateName } : null,
      location:
        own.countryLocationId && row.locationName ? { countryLocationId: own.countryLocationId, name: row.locationName } : null,
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

/** The card of a look-up: shared names and masked contact only; the photo is each agent's own. */
export function toCard(t: TenantRow, linkedSlug: string | null): TenantCard {
  return {
    tenantId: t.id,
    fullName: fullName(t.firstName, t.lastName),
    emailAddress: t.emailAddress ? maskEmail(t.emailAddress) : null,
    phoneNumber: maskPhone(t.phoneCode, t.phoneNumber),
    linked: linkedSlug !== null,
    slug: linkedSlug,
  };
}

export function toActivity(row: ActivityRow): TenantActivity {
  const a = row.activity;
  return {
    activityId: a.id,
    tenantId: a.tenantId,
    agentId: a.agentId,
    eventType: a.eventType,
    title: tenantEventTitles[a.eventType as TenantEventType] ?? '',
    index: a.index,
    actor: row.actorId && row.actorFirstName !== null ? { agentId: row.actorId, fullName: fullName(row.actorFirstName, row.actorLastName) } : null,
    createdAt: a.createdAt.toISOString(),
  };
}
