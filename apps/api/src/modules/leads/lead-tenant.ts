import { Sex } from '@vitrina/contract/enums/sex';
import { TenantEventType, TenantStatus, TenantType } from '@vitrina/contract/enums/tenant';
import type { Db } from '../../db/client';
import { MilestoneType, recordMilestone } from '../../lib/milestones';
import { searchText } from '../../lib/search-text';
import { sharedParts, uniqueSlug } from '../tenants/tenant-person';
import { tenantsRepository, tenantWrites, type ActivityDetails } from '../tenants/tenants.repository';

/**
 * A visitor's 'Me interesa', inside the caller's transaction: the person with this phone joins
 * the agent's list as a Lead, or the existing person is linked (never a second customer). The
 * shared names are never changed from a public form; an archived customer of this agent becomes
 * active again; a customer already in the list keeps its type.
 * A concurrent first submission of the same phone fails on `tenants_phone_unique`: the caller
 * runs its transaction again and then finds the person.
 */
export async function receiveLead(
  tx: Db,
  agentId: string,
  person: { firstName: string; lastName: string; phoneCode: string; phoneNumber: string },
  interest: ActivityDetails,
) {
  const txRepo = tenantsRepository(tx);
  let tenant = await txRepo.findByPhone(person.phoneCode, person.phoneNumber);
  if (!tenant) {
    const shared = { ...person, emailAddress: null };
    const slug = await uniqueSlug(txRepo, person.firstName, person.lastName);
    tenant = await tenantWrites.insertTenant(tx, {
      ...shared,
      searchText: searchText(sharedParts(shared)),
      sex: Sex.NotSpecified,
      slug,
      createdByAgentId: agentId,
    });
  }
  const link = await txRepo.findLink(agentId, tenant.id);
  if (!link) {
    await tenantWrites.insertLink(tx, {
      tenantId: tenant.id,
      agentId,
      tenantType: TenantType.Lead,
      sex: Sex.NotSpecified,
      searchText: searchText(sharedParts(tenant)),
    });
    await tenantWrites.addActivity(tx, tenant.id, agentId, TenantEventType.Added);
    await recordMilestone(tx, agentId, MilestoneType.TenantCreated);
  } else if (link.status === TenantStatus.Filed) {
    await tenantWrites.updateLink(tx, agentId, tenant.id, { status: TenantStatus.Active });
    await tenantWrites.addActivity(tx, tenant.id, agentId, TenantEventType.Enabled);
  }
  await tenantWrites.addActivity(tx, tenant.id, agentId, TenantEventType.LeadReceived, agentId, interest);
  return tenant;
}
