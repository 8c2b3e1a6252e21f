import { eq } from 'drizzle-orm';
import type { Agent } from '@vitrina/contract/schemas/agent';
import type { Note } from '@vitrina/contract/schemas/note';
import type { Task } from '@vitrina/contract/schemas/task';
import type { Tenant } from '@vitrina/contract/schemas/tenant';
import type { Db } from '../db/client';
import { agents, countryLocations, countryStates } from '../db/schema/index';
import { fileUrl } from './files';

type AgentRow = typeof agents.$inferSelect;

/** Reads one agent with the names of its state and locality, as the API answers it. */
export async function readAgentView(db: Db, agentId: string, baseUrl: string): Promise<Agent | null> {
  const [row] = await db
    .select({ agent: agents, stateName: countryStates.name, locationName: countryLocations.name })
    .from(agents)
    .leftJoin(countryStates, eq(countryStates.id, agents.countryStateId))
    .leftJoin(countryLocations, eq(countryLocations.id, agents.countryLocationId))
    .where(eq(agents.id, agentId))
    .limit(1);
  return row ? toAgentView(row.agent, row.stateName, row.locationName, baseUrl) : null;
}

export function fullName(firstName: string, lastName: string | null): string {
  return [firstName, lastName].filter((p) => p && p.trim()).join(' ');
}

/** An agent as another answer names it: a note's author, a timeline's actor, a listing's owner. */
export function agentRef(agentId: string, firstName: string, lastName: string | null): Note['author'] {
  return { agentId, fullName: fullName(firstName, lastName) };
}

/** A customer as another answer names it, with its slug in the agent's list: a task's or a visit's. */
export function tenantRef(tenantId: string, firstName: string, lastName: string | null, slug: string): Task['tenant'] {
  return { tenantId, fullName: fullName(firstName, lastName), slug };
}

/** A phone as answers show it: '+' joins the code and the number. */
export function phoneView(code: string, number: string): Tenant['phoneNumber'] {
  return { code, number, fullNumber: `+${code}${number}` };
}

export function toAgentView(a: AgentRow, stateName: string | null, locationName: string | null, baseUrl: string): Agent {
  const phone = a.phoneCode && a.phoneNumber ? phoneView(a.phoneCode, a.phoneNumber) : null;
  return {
    agentId: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    fullName: fullName(a.firstName, a.lastName),
    avatarUrl: a.avatarKey ? fileUrl(baseUrl, a.avatarKey) : null,
    emailAddress: a.emailAddress,
    address: {
      countryState: a.countryStateId && stateName ? { countryStateId: a.countryStateId, name: stateName } : null,
      location:
        a.countryLocationId && locationName ? { countryLocationId: a.countryLocationId, name: locationName } : null,
    },
    latitude: a.latitude,
    longitude: a.longitude,
    profileCompleted: Boolean(a.countryStateId && a.countryLocationId && phone),
    contactPhoneNumber: phone,
    sex: a.sex,
    birthDate: a.birthDate,
    description: a.description,
    authProvider: a.authProvider,
    acceptEmails: a.acceptEmails,
    createdAt: a.createdAt.toISOString(),
  };
}
