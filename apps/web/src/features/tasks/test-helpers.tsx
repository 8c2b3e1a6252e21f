import type { Task } from '@vitrina/contract/schemas/task';
import { saveAccessToken } from '../../lib/access-token';
import { mockApi, paged, type ApiReply } from '../../test/api-mock';
import { makeAgent, makeTenant } from '../../test/fixtures';
import { TENANT_ID } from './test-fixtures';

/** A page of tasks, 20 a page as the lists ask for. */
export const taskPage = (items: Task[]): ApiReply => paged(items, { limit: 20 });

/** The customer whose tasks tab the tests open: only the names and the phone filled. */
const tenant = makeTenant({
  tenantId: TENANT_ID,
  documentType: null,
  documentNumber: null,
  emailAddress: null,
  birthDate: null,
  address: { countryState: null, location: null },
  updatedAt: '2025-03-04T15:00:00.000Z',
});

/**
 * A signed-in agent on /customers/view/jose-hernandez?section=tasks: the customer, its activity,
 * the task types and (unless `routes` says otherwise) an empty task list.
 */
export function signedInOnCustomerTasks(routes: Record<string, ApiReply | ApiReply[]> = {}) {
  saveAccessToken('tok');
  return mockApi({
    'GET /auth/agents': { data: makeAgent() },
    'GET /tenants/slug/jose-hernandez': { data: tenant },
    [`GET /tenants/${TENANT_ID}/activities`]: { data: [] },
    'GET /tasks-types': { data: [{ taskTypeId: 1, type: 1, name: 'Llamada', relationship: 1 }] },
    [`GET /tenants/${TENANT_ID}/tasks`]: taskPage([]),
    ...routes,
  });
}
