import type { TestApp } from '../../../test/app';
import { twoAgentsEachTest } from '../../../test/two-agents';

/**
 * Shared set-up of the collaboration API tests: Ana (the owner) and Luis (the invited agent) on an
 * app emptied before each test. Exported bindings are live: read them inside tests.
 */
export let t: TestApp;
export let ana: string;
export let luis: string;

export function useCollaborationAgents() {
  twoAgentsEachTest((agents) => ({ t, ana, luis } = agents));
}

export const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.call({ method, url: `/rest/v1${url}`, token, payload });
/** The invitation's token from its link (…/invitations/{token}). */
export const tokenOf = (url: string) => decodeURIComponent(url.split('/invitations/')[1]!);
