import { beforeEach, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/app';
import { twoAgentsEachTest } from '../../../test/two-agents';
import { createTenant, tenantBody, tomorrow } from '../../../test/tenants-fixtures';

/** Concurrent writes on one customer (issue 9 item 3): the timeline index comes from the link's counter. */
let t: TestApp;
let ana: string;
let luis: string;
let callType: number;

twoAgentsEachTest((agents) => ({ t, ana, luis } = agents));
beforeEach(async () => {
  const types = (await t.call({ method: 'GET', url: '/rest/v1/tasks-types?relationship=1', token: ana })).json().data;
  callType = types.find((x: { name: string }) => x.name === 'Llamada').taskTypeId;
});

const newTask = (tenantId: string, token: string, i: number) =>
  t.call({
    method: 'POST',
    url: `/rest/v1/tenants/${tenantId}/tasks`,
    token,
    payload: { taskTypeId: callType, title: `Llamada ${i}`, description: 'Confirmar la visita', priority: 2, expiredAt: tomorrow() },
  });

const timeline = async (tenantId: string, token: string) => {
  const res = await t.call({ method: 'GET', url: `/rest/v1/tenants/${tenantId}/activities?limit=100`, token });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Array<{ index: number; eventType: number }>; metadata: { pagination: { total: number } } };
};

describe('concurrent writes on one customer', () => {
  it('50 task creations at once: 50 created, and the timeline runs 1..51 without gaps or duplicates', async () => {
    const c = await createTenant(t, ana);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => newTask(c.tenantId, ana, i)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const tasks = await t.call({ method: 'GET', url: `/rest/v1/tenants/${c.tenantId}/tasks?limit=100`, token: ana });
    expect(tasks.json().metadata.pagination.total).toBe(50);
    const { data, metadata } = await timeline(c.tenantId, ana);
    expect(metadata.pagination.total).toBe(51);
    expect(data.map((a) => a.index)).toEqual(Array.from({ length: 51 }, (_, i) => 51 - i));
    expect(data.filter((a) => a.eventType === 4)).toHaveLength(50);
  });

  it("two agents' task creations and a shared change at once keep each timeline 1..n", async () => {
    const c = await createTenant(t, ana, { phoneNumber: '4125557777' });
    expect((await t.call({ method: 'POST', url: `/rest/v1/tenants/${c.tenantId}/agents`, token: luis, payload: { tenantType: 2 } })).statusCode).toBe(201);
    const writes = [
      ...Array.from({ length: 15 }, (_, i) => newTask(c.tenantId, ana, i)),
      ...Array.from({ length: 15 }, (_, i) => newTask(c.tenantId, luis, i)),
      t.call({ method: 'PUT', url: `/rest/v1/tenants/${c.tenantId}`, token: luis, payload: tenantBody({ phoneNumber: '4125557777', firstName: 'Josefa' }) }),
    ];
    const codes = (await Promise.all(writes)).map((r) => r.statusCode);
    expect(codes).toEqual([...Array(30).fill(201), 200]);
    for (const token of [ana, luis]) {
      const { data } = await timeline(c.tenantId, token);
      // Added, 15 tasks, one shared change.
      expect(data.map((a) => a.index)).toEqual(Array.from({ length: 17 }, (_, i) => 17 - i));
      expect(data.filter((a) => a.eventType === 5)).toHaveLength(1);
    }
  });
});
