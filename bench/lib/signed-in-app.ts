import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, signUp, type TestApp } from '../../apps/api/test/app';
import { ACCESS_TOKEN_COOKIE } from '../../packages/contract/src/web-boot';

/** The session cookie the web app reads its token from (apps/web/src/lib/access-token.ts). */
export const SESSION_COOKIE = ACCESS_TOKEN_COOKIE;

export interface SignedInApp {
  origin: string;
  /** The signed-in agent's token, for the session cookie. */
  token: string;
  /** The slug of the agent's first customer (the customer view and edit pages). */
  customerSlug: string;
  /** An empty property draft of the agent (the editor); without content, so /dashboard does not show it. */
  draftId: string;
  close(): Promise<void>;
}

const CUSTOMERS = 18; // one page of the customer list

/**
 * The app of this repository in this process (embedded database, in memory), serving the built
 * web app of `dist` on a loopback port like `npm start` does, with one agent who has a page of
 * customers and a call due for each of the first three, and an empty property draft.
 */
export async function startSignedInApp(dist: string): Promise<SignedInApp> {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`no built web app at ${dist}`);
  const t: TestApp = await createTestApp({ WEB_DIST_DIR: dist, RECAPTCHA_SITE_KEY: '', RECAPTCHA_SECRET: '' });
  try {
    const { token } = await signUp(t, 'bench.pages@example.com');
    let customerSlug = '';
    const types = await t.call({ method: 'GET', url: '/rest/v1/tasks-types?relationship=1', token });
    const call = (types.json().data as Array<{ taskTypeId: number; name: string }>).find((x) => x.name === 'Llamada');
    for (let i = 0; i < CUSTOMERS; i += 1) {
      const res = await t.call({
        method: 'POST',
        url: '/rest/v1/tenants',
        token,
        payload: {
          firstName: ['Rosa', 'Luis', 'Carmen', 'José', 'María', 'Pedro'][i % 6],
          lastName: ['Pérez', 'González', 'Rodríguez'][i % 3],
          tenantType: (i % 3) + 1,
          phoneCode: '58',
          phoneNumber: `414${String(1_000_000 + i)}`,
          emailAddress: `cliente${i + 1}@example.com`,
          documentType: null,
          documentNumber: null,
          sex: (i % 2) + 1,
          countryState: null,
          countryLocation: null,
          birthDate: null,
        },
      });
      if (res.statusCode !== 201) throw new Error(`seeding a customer failed: ${res.body}`);
      customerSlug ||= res.json().data.slug as string;
      if (call && i < 3) {
        const due = new Date(Date.now() + (i + 1) * 86_400_000).toISOString();
        const task = await t.call({
          method: 'POST',
          url: `/rest/v1/tenants/${res.json().data.tenantId as string}/tasks`,
          token,
          payload: { taskTypeId: call.taskTypeId, title: `Llamar a ${i + 1}`, description: 'Confirmar la visita', priority: 2, expiredAt: due },
        });
        if (task.statusCode !== 201) throw new Error(`seeding a task failed: ${task.body}`);
      }
    }
    const draft = await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token });
    if (draft.statusCode !== 201) throw new Error(`seeding a draft failed: ${draft.body}`);
    const draftId = draft.json().data.propertyDraftId as string;
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    return { origin: address, token, customerSlug, draftId, close: () => t.close() };
  } catch (err) {
    await t.close();
    throw err;
  }
}
