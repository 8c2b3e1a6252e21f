import { expect } from '@playwright/test';
import { callApi } from './accounts';

/** YYYY-MM-DD in Caracas (UTC-4 all year), `offsetDays` from today. */
export function caracasDay(offsetDays: number): string {
  return new Date(Date.now() - 4 * 3600e3 + offsetDays * 86400e3).toISOString().slice(0, 10);
}

/** YYYY-MM-DD as the product writes dates: DD/MM/YYYY. */
export const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');

/** Rosa Quintero, a customer of the agent, through the API. */
export async function seedCustomer(baseUrl: string, token: string): Promise<{ tenantId: string; slug: string }> {
  const tenant = await callApi(baseUrl, 'POST', '/tenants', {
    token,
    body: {
      firstName: 'Rosa',
      lastName: 'Quintero',
      tenantType: 2,
      phoneCode: '58',
      phoneNumber: `414${String(Date.now()).slice(-7)}`,
      emailAddress: null,
      documentType: null,
      documentNumber: null,
      sex: 2,
      countryState: null,
      countryLocation: null,
      birthDate: null,
    },
  });
  expect(tenant.status, JSON.stringify(tenant.body)).toBe(201);
  const { tenantId, slug } = tenant.body.data as { tenantId: string; slug: string };
  return { tenantId, slug };
}

/** A call ('Llamada') to make for the customer, due at `expiredAt` (an ISO date-time in Caracas). */
export async function seedCall(baseUrl: string, token: string, tenantId: string, title: string, expiredAt: string): Promise<void> {
  const types = (await callApi(baseUrl, 'GET', '/tasks-types?relationship=1', { token })).body.data as Array<{ taskTypeId: number; name: string }>;
  const taskTypeId = types.find((t) => t.name === 'Llamada')!.taskTypeId;
  const task = await callApi(baseUrl, 'POST', `/tenants/${tenantId}/tasks`, {
    token,
    body: { taskTypeId, title, description: 'Confirmar la visita al apartamento', priority: 2, expiredAt },
  });
  expect(task.status, JSON.stringify(task.body)).toBe(201);
}
