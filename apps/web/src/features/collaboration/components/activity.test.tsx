import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { ErrorType } from '@vitrina/contract/errors';
import type { DraftActivity } from '@vitrina/contract/schemas/collaboration';
import type { Property } from '@vitrina/contract/schemas/property';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { apiErrorReply, mockApi, paged, type Responder } from '../../../test/api-mock';
import { makeAgent } from '../../../test/fixtures';
import { makeDraft } from '../../../test/property-draft-fixture';
import { renderApp } from '../../../test/render-app';

// Issue 11: 'Actividad' in the editor's menu shows the listing's timeline (who changed what, when).

const ID = '5f0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f61';
const editor = `/property-editor/${ID}/create`;
// The first page has offset 0, which the client leaves out of the query.
const FIRST = `GET /property-drafts/${ID}/activity?limit=20`;
const ownerAccess: Partial<PropertyDraft> = { access: { owner: true, permission: 'write', scope: 'all' } };

function entry(n: number, overrides: Partial<DraftActivity> = {}): DraftActivity {
  return { activityId: `act-${n}`, agent: { id: 'a2', name: 'Ana Pérez' }, area: 'details', action: 'updatePropertyDraft', createdAt: '2026-11-25T12:30:00.000Z', ...overrides };
}

function open(routes: Record<string, Responder | Responder[]>, draft: Partial<PropertyDraft> = ownerAccess) {
  saveAccessToken('tok');
  const mock = mockApi({
    'GET /auth/agents': { data: makeAgent() },
    'GET /property-types': { data: [{ propertyTypeId: 1, name: 'Casa', pictureUrl: null }] },
    [`GET /property-drafts/${ID}`]: { data: makeDraft(draft) },
    ...routes,
  });
  return { ...mock, ...renderApp(editor), user: userEvent.setup() };
}

async function openActivity(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Menú' }));
  const menu = await screen.findByRole('navigation', { name: 'Herramientas del editor' });
  await user.click(within(menu).getByRole('button', { name: 'Actividad' }));
  return screen.findByRole('dialog', { name: 'Actividad de la propiedad' }, { timeout: 10_000 });
}

const items = (drawer: HTMLElement) => within(within(drawer).getByRole('list', { name: 'Actividad de la propiedad' })).getAllByRole('listitem');

describe("the listing's timeline ('Actividad')", () => {
  it('shows a skeleton, then who changed what and when, newest first, and keeps what was typed in the open tool', async () => {
    let answer: (reply: ReturnType<typeof paged<DraftActivity>>) => void = () => {};
    const rows = [
      entry(3, { action: 'setDraftLocation', area: 'location', createdAt: '2026-11-25T12:30:00.000Z' }),
      entry(2, { agent: null, action: 'addDraftImage', area: 'media', createdAt: '2026-11-24T03:15:00.000Z' }),
      entry(1, { agent: { id: 'a1', name: 'Daniela Rojas' }, action: 'createDraftInvitation', area: 'owner', createdAt: '2026-11-20T15:00:00.000Z' }),
      entry(0, { action: 'someFutureCall', area: 'social-media', createdAt: '2026-11-19T15:00:00.000Z' }),
    ];
    const { user, calls } = open({ [FIRST]: () => new Promise((resolve) => (answer = resolve)) });

    const price = await screen.findByRole('textbox', { name: /^Precio \(USD\)/ });
    await user.type(price, '98000');
    const drawer = await openActivity(user);
    expect(await within(drawer).findByRole('status', { name: 'Cargando actividad' })).toBeInTheDocument();
    answer(paged(rows, { limit: 20 }));

    await waitFor(() => expect(items(drawer)).toHaveLength(4));
    const texts = items(drawer).map((li) => li.textContent);
    expect(texts).toEqual([
      'Ana Pérez cambió la dirección25/11/2026 08:30',
      'Un agente subió imágenes23/11/2026 23:15',
      'Daniela Rojas invitó a un agente20/11/2026 11:00',
      'Ana Pérez modificó Redes sociales19/11/2026 11:00',
    ]);
    expect(within(drawer).queryByRole('button', { name: 'Cargar más' })).toBeNull();

    // Closing it comes back to the tool as it was: the typed price is there and nothing was saved.
    await user.click(within(drawer).getByRole('button', { name: /close|cerrar/i }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Actividad de la propiedad' })).toBeNull());
    expect(screen.getByRole('textbox', { name: /^Precio \(USD\)/ })).toHaveValue('98.000');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("shows a collaborator's new change while it stays open, when the agent comes back to the tab", async () => {
    const { user, requests } = open({ [FIRST]: [paged([entry(1)], { limit: 20 }), paged([entry(2, { action: 'setDraftLocation', area: 'location' }), entry(1)], { limit: 20 })] });
    const drawer = await openActivity(user);
    await waitFor(() => expect(items(drawer)).toHaveLength(1));

    try {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      await waitFor(() => expect(items(drawer)).toHaveLength(2));
    } finally {
      focusManager.setFocused(undefined);
    }
    expect(items(drawer)[0]).toHaveTextContent('Ana Pérez cambió la dirección');
    expect(requests(`GET /property-drafts/${ID}/activity`)).toHaveLength(2);
  });

  it('says when nothing has happened yet', async () => {
    const { user } = open({ [FIRST]: paged([], { limit: 20 }) });
    const drawer = await openActivity(user);
    expect(await within(drawer).findByText('Aún no hay actividad en esta propiedad')).toBeInTheDocument();
    expect(within(drawer).queryByRole('list')).toBeNull();
  });

  it("offers 'Reintentar' after a failure and then shows the entries", async () => {
    // A server error is tried three times (the app's queries retry a 5xx twice) before the error shows.
    const failure = apiErrorReply(500, ErrorType.SERVER_ERROR);
    const { user, requests } = open({ [FIRST]: [failure, failure, failure, paged([entry(1)], { limit: 20 })] });
    const drawer = await openActivity(user);
    const alert = await within(drawer).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Algo no ha salido bien, por favor intenta de nuevo.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(items(drawer)).toHaveLength(1));
    expect(items(drawer)[0]).toHaveTextContent('Ana Pérez cambió los datos de la propiedad');
    expect(within(drawer).queryByRole('alert')).toBeNull();
    expect(requests(`GET /property-drafts/${ID}/activity`)).toHaveLength(4);
  });

  it("loads the next page with 'Cargar más' until the last one", async () => {
    const first = Array.from({ length: 20 }, (_, i) => entry(40 - i));
    const { user, requests } = open({
      [FIRST]: paged(first, { limit: 20, total: 22 }),
      [`GET /property-drafts/${ID}/activity?limit=20&offset=20`]: paged([entry(2, { action: 'publishPropertyDraft', area: 'owner' }), entry(1)], { limit: 20, offset: 20, total: 22 }),
    });
    const drawer = await openActivity(user);
    await waitFor(() => expect(items(drawer)).toHaveLength(20));
    await user.click(within(drawer).getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(items(drawer)).toHaveLength(22));
    expect(items(drawer)[20]).toHaveTextContent('Ana Pérez publicó la propiedad');
    expect(within(drawer).queryByRole('button', { name: 'Cargar más' })).toBeNull();
    expect(requests(`GET /property-drafts/${ID}/activity`).map((c) => c.query.get('offset'))).toEqual([null, '20']);
  });

  it('is there for an invited agent too, even one who may only read', async () => {
    const { user } = open({ [FIRST]: paged([entry(1)], { limit: 20 }) }, { access: { owner: false, permission: 'read', scope: null }, owner: { id: 'a1', name: 'Daniela Rojas' } });
    const drawer = await openActivity(user);
    await waitFor(() => expect(items(drawer)).toHaveLength(1));
  });

  it("opens from the published property's page too", async () => {
    const PID = '9a0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f70';
    const property: Property = {
      ...makeDraft({ status: 3, propertyType: { propertyTypeId: 1, name: 'Apartamento' }, price: 85000 }),
      propertyId: PID,
      slug: 'apartamento-en-chacao',
      status: 2,
      viewCount: 0,
      publishedAt: '2026-11-20T15:00:00.000Z',
    };
    saveAccessToken('tok');
    mockApi({
      'GET /auth/agents': { data: makeAgent() },
      [`GET /properties/${PID}`]: { data: property },
      [`GET /property-drafts/${ID}/matches`]: { data: [] },
      [FIRST]: paged([entry(1, { agent: { id: 'a1', name: 'Daniela Rojas' }, action: 'publishPropertyDraft', area: 'owner' })], { limit: 20 }),
    });
    renderApp(`/properties/view/apartamento-en-chacao/${PID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actividad' }, { timeout: 10_000 }));
    const drawer = await screen.findByRole('dialog', { name: 'Actividad de la propiedad' });
    await waitFor(() => expect(items(drawer)).toHaveLength(1));
    expect(items(drawer)[0]).toHaveTextContent('Daniela Rojas publicó la propiedad25/11/2026 08:30');
  });
});
