import { beforeEach } from 'vitest';
import type { TestApp } from '../../../test/app';
import { createTenant } from '../../../test/tenants-fixtures';
import { twoAgentsEachTest } from '../../../test/two-agents';

/**
 * Shared set-up of the tasks API tests: Ana and Luis, Ana's customer Carmen and the id of the
 * customers' task type 'Llamada'. Exported bindings are live: read them inside tests.
 */
export let t: TestApp;
export let ana: string;
export let luis: string;
export let tenantId: string;
export let callType: number;

export function useTaskFixtures() {
  twoAgentsEachTest((agents) => ({ t, ana, luis } = agents));
  beforeEach(async () => {
    tenantId = (await createTenant(t, ana, { firstName: 'Carmen', lastName: 'Rodríguez' })).tenantId;
    const types = (await t.call({ method: 'GET', url: '/rest/v1/tasks-types?relationship=1', token: ana })).json().data;
    callType = types.find((x: { name: string }) => x.name === 'Llamada').taskTypeId;
  });
}
