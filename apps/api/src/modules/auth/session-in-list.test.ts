import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agentTokens } from '../../db/schema/index';
import { createTestApp, signUp, type TestApp } from '../../../test/app';
import { createTenant, tomorrow } from '../../../test/tenants-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => t.reset());
afterAll(async () => t.close());

/**
 * The customer list and the agent's task list check a session this process has already seen inside
 * their own statement (plugins/session-claims.ts): these are what a client must still see.
 */
const LISTS = ['/rest/v1/tenants', '/rest/v1/agents/tasks'];
/** Each list with a valid query, an invalid one, a page past the last and (tasks) the page's tabs. */
const QUERIES = ['', '?limit=abc', '?offset=40', '?limit=1&offset=0', '?due=today'];

async function agentWithData(email: string, firstName: string) {
  const { token, agentId } = await signUp(t, email);
  const { tenantId } = await createTenant(t, token, { firstName });
  const types = (await t.call({ method: 'GET', url: '/rest/v1/tasks-types?relationship=1', token })).json().data;
  const taskTypeId = types.find((x: { name: string }) => x.name === 'Llamada').taskTypeId;
  const task = await t.call({ method: 'POST', url: `/rest/v1/tenants/${tenantId}/tasks`, token, payload: { taskTypeId, title: `Llamar a ${firstName}`, description: 'Confirmar', priority: 2, expiredAt: tomorrow() } });
  expect(task.statusCode).toBe(201);
  return { token, agentId };
}

/** Calls each list until its session is one the process has seen, and checks it is answered. */
async function useLists(token: string) {
  for (let i = 0; i < 2; i += 1) {
    for (const list of LISTS) expect((await t.call({ method: 'GET', url: list, token })).statusCode).toBe(200);
  }
}

async function expectRefused(token: string) {
  const wrong: string[] = [];
  for (const list of LISTS) {
    for (const query of QUERIES) {
      const res = await t.call({ method: 'GET', url: `${list}${query}`, token });
      if (res.statusCode !== 401 || res.json().metadata.error.type !== 'ACCESS_TOKEN_INVALID') wrong.push(`${list}${query} → ${res.statusCode}`);
    }
  }
  expect(wrong).toEqual([]);
}

describe('a list that checks the session in its own statement', () => {
  it('refuses a token signed out after it listed, on the very next call and before any 400', async () => {
    const { token } = await agentWithData('ana@example.com', 'Carmen');
    await useLists(token);
    expect((await t.call({ method: 'DELETE', url: '/rest/v1/auth/agents/logout', token })).statusCode).toBe(200);
    await expectRefused(token);
  });

  it('refuses a token that expired after it listed', async () => {
    const { token, agentId } = await agentWithData('ana@example.com', 'Carmen');
    await useLists(token);
    await t.database.db.update(agentTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(agentTokens.agentId, agentId));
    await expectRefused(token);
  });

  it("answers each agent's own rows only, an empty list and a page past the last with their totals", async () => {
    const ana = await agentWithData('ana@example.com', 'Carmen');
    const luis = await agentWithData('luis@example.com', 'Rosa');
    await useLists(ana.token);
    await useLists(luis.token);
    const names = async (token: string, url: string) => {
      const res = await t.call({ method: 'GET', url, token });
      expect(res.statusCode).toBe(200);
      return { items: res.json().data.map((x: { firstName?: string; title?: string }) => x.firstName ?? x.title), total: res.json().metadata.pagination.total };
    };
    expect(await names(ana.token, '/rest/v1/tenants')).toEqual({ items: ['Carmen'], total: 1 });
    expect(await names(luis.token, '/rest/v1/tenants')).toEqual({ items: ['Rosa'], total: 1 });
    expect(await names(ana.token, '/rest/v1/agents/tasks')).toEqual({ items: ['Llamar a Carmen'], total: 1 });
    expect(await names(luis.token, '/rest/v1/agents/tasks')).toEqual({ items: ['Llamar a Rosa'], total: 1 });
    expect(await names(ana.token, '/rest/v1/tenants?searchQuery=rosa')).toEqual({ items: [], total: 0 });
    expect(await names(ana.token, '/rest/v1/tenants?offset=40')).toEqual({ items: [], total: 1 });
    expect(await names(luis.token, '/rest/v1/agents/tasks?offset=40')).toEqual({ items: [], total: 1 });
    expect(await names(luis.token, '/rest/v1/agents/tasks?searchQuery=carmen')).toEqual({ items: [], total: 0 });
    expect(await names(luis.token, '/rest/v1/agents/tasks?due=overdue')).toEqual({ items: [], total: 0 });
    // A live session with an invalid query still answers the 400 that names the field.
    const invalid = await t.call({ method: 'GET', url: '/rest/v1/tenants?limit=abc', token: ana.token });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().metadata.error.fields)).toEqual(['limit']);
  });
});
