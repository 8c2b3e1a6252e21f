import { TenantEventType, tenantEventTitles } from '@vitrina/contract/enums/tenant';
import { interestEventTitle, type InterestStatus } from '@vitrina/contract/enums/matching';
import { formatPhone } from '@vitrina/contract/phone';
import type { Tenant, TenantActivity, TenantCard } from '@vitrina/contract/schemas/tenant';
import { agentRef, fullName, phoneView } from '../../lib/agent-view';
import { privateFileUrl } from '../../lib/files';
import type { SignedUrls } from '../../lib/signed-url';
import type { ActivityRow, TenantRow } from './tenants.repository';
import type { AnsweredLink, AnsweredTenant } from './tenants-list.query';

export function toTenant(
  row: { tenant: AnsweredTenant; link: AnsweredLink; stateName: string | null; locationName: string | null },
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
    phoneNumber: phoneView(t.phoneCode, t.phoneNumber),
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

/** Formatted as everywhere, all digits but the last 4 hidden: '+58 412-555-5555' → '+58 •••-•••-5555'. */
export function maskPhone(code: string, number: string): string {
  const prefix = `+${code}`;
  const formatted = formatPhone(code, number);
  const rest = formatted.startsWith(prefix) ? formatted.slice(prefix.length) : ` ${number}`;
  let keep = 4;
  const masked = [...rest].reverse().map((ch) => (/\d/.test(ch) ? (keep-- > 0 ? ch : '•') : ch)).reverse().join('');
  return `${prefix}${masked}`;
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

/**
 * The timeline's line: some events name what they were about (the listing asked about, the visit's
 * new status, the interest's status in a listing).
 */
function activityTitle(a: ActivityRow['activity']): string {
  if (a.eventType === TenantEventType.LeadReceived && a.subject) return `Se interesó en «${a.subject}» desde su página pública`;
  if (a.eventType === TenantEventType.VisitStatusChanged && a.subject) return `La visita ha cambiado a «${a.subject}»`;
  if (a.eventType === TenantEventType.InterestRecorded && a.interestStatus) return interestEventTitle(a.interestStatus as InterestStatus);
  return tenantEventTitles[a.eventType as TenantEventType] ?? '';
}

export function toActivity(row: ActivityRow): TenantActivity {
  const a = row.activity;
  return {
    activityId: a.id,
    tenantId: a.tenantId,
    agentId: a.agentId,
    eventType: a.eventType,
    title: activityTitle(a),
    index: a.index,
    actor: row.actorId && row.actorFirstName !== null ? agentRef(row.actorId, row.actorFirstName, row.actorLastName) : null,
    property: a.propertyId && row.propertySlug ? { propertyId: a.propertyId, slug: row.propertySlug, title: a.subject } : null,
    message: a.message,
    createdAt: a.createdAt.toISOString(),
  };
}
