import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { oneAgentEachTest } from '../../../test/two-agents';

let t: TestApp;
let ana: string;

oneAgentEachTest((agent) => ({ t, ana } = agent));

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.call({ method, url: `/rest/v1${url}`, token: ana, payload });

/** The ids of a state and of one of its localities, by their names. */
async function place(stateName: string, localityName: string) {
  const states = (await call('GET', '/country-states?limit=100')).json().data as Array<{ countryStateId: number; name: string }>;
  const state = states.find((s) => s.name === stateName)!;
  const localities = (await call('GET', `/country-locations?countryState=${state.countryStateId}&limit=100`)).json().data as Array<{
    countryLocationId: number;
    name: string;
  }>;
  const locality = localities.find((l) => l.name === localityName)!;
  return { countryState: state.countryStateId, location: locality.countryLocationId };
}

async function draftAt(stateName: string, localityName: string, address: string | null) {
  const id = (await call('POST', '/property-drafts')).json().data.propertyDraftId as string;
  const { countryState, location } = await place(stateName, localityName);
  const res = await call('PUT', `/property-drafts/${id}/location`, { countryState, location, address, latitude: null, longitude: null });
  expect(res.statusCode).toBe(200);
  return id;
}

const found = async (query: string) =>
  ((await call('GET', `/property-drafts?searchQuery=${encodeURIComponent(query)}`)).json().data as Array<{ propertyDraftId: string }>).map(
    (d) => d.propertyDraftId,
  );

describe('draft search by place (issue 13 item 13)', () => {
  it("finds drafts by their locality's and state's names, without accents or case", async () => {
    const valencia = await draftAt('Carabobo', 'Valencia', 'Av. Bolívar Norte');
    const merida = await draftAt('Mérida', 'Libertador', null);
    await call('POST', '/property-drafts');

    expect(await found('valencia')).toEqual([valencia]);
    expect(await found('VALENCIA')).toEqual([valencia]);
    expect(await found('carabobo')).toEqual([valencia]);
    expect(await found('merida')).toEqual([merida]);
    expect(await found('Mérida')).toEqual([merida]);
    expect(await found('libertador')).toEqual([merida]);
    // The address still counts, and a name matches only its own draft.
    expect(await found('bolivar')).toEqual([valencia]);
    expect(await found('maracaibo')).toEqual([]);
    expect(await found('%')).toEqual([]);
  });
});
