import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { LOOKUPS_PER_HOUR } from '@vitrina/contract/enums/tenant';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { apiErrorReply, mockApi, type Responder } from '../../../test/api-mock';
import { makeAgent, makeTenant } from '../../../test/fixtures';
import { fakeClock } from '../../../test/clock';
import { PRELOAD_TIMEOUT_MS, preloadRoute, renderApp } from '../../../test/render-app';
import { countryLocations, countryStates, makeTenantCard } from '../test-fixtures';

/** The API's answer once LOOKUPS_PER_HOUR searches are spent. */
const LIMIT_MESSAGE = `Has alcanzado el límite de ${LOOKUPS_PER_HOUR} búsquedas de clientes por hora. Vuelve a intentarlo en 12 minutos.`;

function signedIn(routes: Record<string, Responder | Responder[]> = {}) {
  saveAccessToken('tok');
  return mockApi({
    'GET /auth/agents': { data: makeAgent() },
    'GET /country-states': { data: countryStates },
    'GET /country-locations': { data: countryLocations },
    ...routes,
  });
}

async function pick(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

const phoneField = () => screen.getByLabelText(/^Número de teléfono/);

/** A look-up that finds nobody, asked with exists=true. */
const NOT_FOUND = { data: { found: false } };

/** The labels that carry the required mark (the asterisk), in the order of the form. */
function requiredMarks() {
  return [...document.querySelectorAll('label')]
    .filter((label) => label.textContent?.trim().endsWith('*'))
    .map((label) => (label.textContent ?? '').replace('*', '').trim());
}

/** What the customer's view asks for when the page goes there after a save, answered empty. */
function customerView(tenant: { tenantId: string; slug: string }) {
  return {
    [`GET /tenants/slug/${tenant.slug}`]: { data: makeTenant(tenant) },
    'GET /tasks-types': { data: [] },
    [`GET /tenants/${tenant.tenantId}/tasks`]: { data: [], metadata: { pagination: { limit: 20, offset: 0, total: 0 } } },
    [`GET /tenants/${tenant.tenantId}/activities`]: { data: [] },
  };
}

/** Spec 2 §2: the look-up goes a second after the agent stops typing. */
const LOOKUP_WAIT_MS = 1000;

/** Types on a held clock, then lets the look-up's second pass (no test waits on the wall clock for it). */
async function typeThenLookUp(clock: ReturnType<typeof fakeClock>, field: HTMLElement, text: string) {
  clock.hold();
  await clock.user.type(field, text);
  await clock.advance(LOOKUP_WAIT_MS);
  clock.release();
}

beforeAll(async () => {
  await Promise.all([preloadRoute('/customers/create'), preloadRoute('/customers/view/x')]);
}, PRELOAD_TIMEOUT_MS);

describe('create customer', () => {
  it('says the other fields wait for the phone look-up, and marks the required ones', async () => {
    // The complete number is looked up (a new customer: not found, answered 200 so the browser logs nothing).
    const { calls } = signedIn({ 'GET /tenants/phone-number/584121234567?exists=true': NOT_FOUND });
    renderApp('/customers/create');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Agregar cliente' })).toBeInTheDocument();
    expect(document.title).toBe('Crear cliente - Vitrina Agentes');
    expect(screen.getByLabelText(/^Nombre\(s\)/)).toBeDisabled();
    expect(screen.getByLabelText('Correo electrónico')).toBeDisabled();
    expect(screen.getByLabelText('Estado', { selector: 'input' })).toBeDisabled();
    // Why they wait, in words.
    expect(screen.getByText('Escribe el teléfono para comprobar si el cliente ya existe')).toBeVisible();
    // Names, type and phone are required and marked; sex, state and locality are not.
    for (const label of [/^Número de teléfono/, /^Nombre\(s\)/, /^Apellido\(s\)/]) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(/^Tipo de cliente/, { selector: 'input' })).toBeRequired();
    for (const label of ['Sexo', 'Estado', 'Localidad']) expect(screen.getByLabelText(label, { selector: 'input' })).not.toBeRequired();
    expect(requiredMarks()).toEqual(['Código', 'Número de teléfono', 'Nombre(s)', 'Apellido(s)', 'Tipo de cliente']);
    await user.type(phoneField(), '04121234567');
    await waitFor(() => expect(screen.getByLabelText(/^Nombre\(s\)/)).toBeEnabled());
    expect(screen.queryByText('Escribe el teléfono para comprobar si el cliente ya existe')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/tenants/phone-number/584121234567')).toBe(true), { timeout: 3000 });
  });

  it('shows the rules on submit; sex, state and locality may stay empty', async () => {
    signedIn({ 'GET /tenants/phone-number/584121234567?exists=true': NOT_FOUND });
    renderApp('/customers/create');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Agregar cliente' });

    await user.click(screen.getByRole('button', { name: 'Agregar cliente' }));
    expect(await screen.findByText('Debe ingresar un número de teléfono')).toBeInTheDocument();

    await user.type(phoneField(), '0412123456');
    expect(await screen.findByText('El número de teléfono debe tener al menos 10 dígitos')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre\(s\)/)).toBeDisabled();

    await user.type(phoneField(), '7');
    await waitFor(() => expect(screen.getByLabelText(/^Nombre\(s\)/)).toBeEnabled());
    await user.type(screen.getByLabelText(/^Nombre\(s\)/), 'Jo');
    await user.type(screen.getByLabelText(/^Apellido\(s\)/), 'P3rez');
    await user.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Agregar cliente' }));

    expect(await screen.findByText('El nombre debe tener al menos 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('El apellido solo puede contener letras')).toBeInTheDocument();
    expect(screen.getByText('Debe escribir un correo electrónico válido')).toBeInTheDocument();
    expect(screen.queryByText('Debe seleccionar un sexo')).not.toBeInTheDocument();
    expect(screen.queryByText('Debe seleccionar un estado')).not.toBeInTheDocument();
    expect(screen.queryByText('Debe seleccionar una localidad')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Localidad', { selector: 'input' })).toBeDisabled();
  });

  it('captures a lead with a name and a phone alone, and goes to the view as soon as it is saved', async () => {
    const saved = makeTenant({ slug: 'carla-rios', fullName: 'Carla Ríos', sex: null });
    let answer: (reply: { status: number; data: unknown }) => void = () => undefined;
    const { calls } = signedIn({
      'GET /tenants/phone-number/584145550101?exists=true': NOT_FOUND,
      // The save is answered when the test says so: nothing moves before.
      'POST /tenants': () => new Promise((resolve) => (answer = resolve)),
      ...customerView(saved),
    });
    const { router } = renderApp('/customers/create');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/^Número de teléfono/), '04145550101');
    await waitFor(() => expect(screen.getByLabelText(/^Nombre\(s\)/)).toBeEnabled());
    await user.type(screen.getByLabelText(/^Nombre\(s\)/), 'Carla');
    await user.type(screen.getByLabelText(/^Apellido\(s\)/), 'Ríos');
    await user.click(screen.getByRole('button', { name: 'Agregar cliente' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      firstName: 'Carla',
      lastName: 'Ríos',
      tenantType: 2,
      phoneCode: '58',
      phoneNumber: '4145550101',
      emailAddress: null,
      documentType: null,
      documentNumber: null,
      sex: null,
      countryState: null,
      countryLocation: null,
      birthDate: null,
    });
    expect(router.state.location.pathname).toBe('/customers/create');
    answer({ status: 201, data: saved });
    // No fixed wait: the view right after the answer, the success message as a toast there.
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/view/carla-rios'));
    expect(await screen.findByText('Cliente agregado exitosamente')).toBeInTheDocument();
  });

  it('looks the phone up after 1000 ms, locks the fields and adds the existing customer', async () => {
    const { calls } = signedIn({
      // Even were a photo sent, the card shows none.
      'GET /tenants/phone-number/584121234567?exists=true': {
        data: { found: true, ...makeTenantCard(), avatarUrl: 'http://vitrina.test/files/tenants/x/photo.jpg' },
      },
      'POST /tenants/9a0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f62/agents': {
        status: 201,
        data: makeTenant({ tenantId: '9a0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f62', slug: 'ana-perez', fullName: 'Ana Pérez' }),
      },
      ...customerView({ tenantId: '9a0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f62', slug: 'ana-perez' }),
    });
    const lookups = () => calls.filter((c) => c.path.startsWith('/tenants/phone-number')).map((c) => c.path);
    const clock = fakeClock();
    const { router } = renderApp('/customers/create');

    const phone = await screen.findByLabelText(/^Número de teléfono/);
    clock.hold();
    await clock.user.type(phone, '0412 1234567');
    await clock.advance(LOOKUP_WAIT_MS - 1);
    expect(lookups()).toEqual([]);
    await clock.advance(1);
    clock.release();
    const card = await screen.findByLabelText('Cliente encontrado');
    expect(lookups()).toEqual(['/tenants/phone-number/584121234567']);
    expect(within(card).getByText('Ana Pérez')).toBeInTheDocument();
    // No photo on the card: each agent keeps its own; the initial stands in.
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('A')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre\(s\)/)).toBeDisabled();
    expect(screen.getByLabelText('Sexo', { selector: 'input' })).toBeDisabled();

    await clock.user.click(within(card).getByRole('button', { name: 'Agregar cliente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/view/ana-perez'));
    expect(await screen.findByText('Cliente agregado exitosamente')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/agents'))?.body).toEqual({ tenantType: 2 });
  });

  it('says when the hourly look-up limit is reached, and leaves the fields open', async () => {
    signedIn({
      'GET /tenants/phone-number/584121234567': apiErrorReply(
        429,
        'TOO_MANY_REQUESTS',
        LIMIT_MESSAGE,
      ),
    });
    const clock = fakeClock();
    renderApp('/customers/create');

    await typeThenLookUp(clock, await screen.findByLabelText(/^Número de teléfono/), '04121234567');
    expect(await screen.findByText(LIMIT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByLabelText('Cliente encontrado')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre\(s\)/)).toBeEnabled();
  });

  it('shows a link to the customer when the one found is already in the list; nothing found is no error', async () => {
    signedIn({
      'GET /tenants/phone-number/584121234567?exists=true': NOT_FOUND,
      'GET /tenants/email/ana%40example.com?exists=true': { data: { found: true, ...makeTenantCard({ linked: true, slug: 'ana-perez' }) } },
    });
    const clock = fakeClock();
    renderApp('/customers/create');

    await typeThenLookUp(clock, await screen.findByLabelText(/^Número de teléfono/), '4121234567');
    await waitFor(() => expect(screen.getByLabelText('Correo electrónico')).toBeEnabled());
    await typeThenLookUp(clock, screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    const card = await screen.findByLabelText('Cliente encontrado');
    expect(within(card).getByText('Este cliente ya se encuentra en tu listado.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ver cliente' })).toHaveAttribute('href', '/customers/view/ana-perez');
  });

  it('sends every field, goes to the view right after the answer with a toast; a phone in use shows its message', async () => {
    const { calls } = signedIn({
      'GET /tenants/phone-number/584145556677?exists=true': NOT_FOUND,
      'POST /tenants': [
        apiErrorReply(409, 'PHONE_NUMBER_IN_USE'),
        () => {
          savedAt = Date.now();
          return { status: 201, data: makeTenant({ slug: 'luis-rojas' }) };
        },
      ],
      ...customerView({ tenantId: makeTenant().tenantId, slug: 'luis-rojas' }),
    });
    // On a held fake clock: when the server answered, and when the page left for the customer's view.
    let savedAt = 0;
    let movedAt = 0;
    const clock = fakeClock();
    const user = clock.user;
    const { router } = renderApp('/customers/create');
    router.subscribe((state) => {
      if (!movedAt && state.location.pathname !== '/customers/create') movedAt = Date.now();
    });

    await user.type(await screen.findByLabelText(/^Número de teléfono/), '04145556677');
    await waitFor(() => expect(screen.getByLabelText(/^Nombre\(s\)/)).toBeEnabled());
    await user.type(screen.getByLabelText(/^Nombre\(s\)/), 'Luis');
    await user.type(screen.getByLabelText(/^Apellido\(s\)/), 'Rojas');
    await pick(user, 'Sexo', 'Masculino');
    await user.type(screen.getByLabelText('Número de documento'), '12345678');
    await pick(user, 'Estado', 'Miranda');
    await waitFor(() => expect(screen.getByLabelText('Localidad', { selector: 'input' })).toBeEnabled());
    await pick(user, 'Localidad', 'Chacao');
    await user.click(screen.getByRole('button', { name: 'Agregar cliente' }));

    expect(
      await screen.findByText('El número de teléfono ya está en uso. Por favor, intenta con otro número de teléfono.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customers/create');
    await user.click(screen.getByRole('button', { name: 'Agregar cliente' }));
    await waitFor(() => expect(savedAt).toBeGreaterThan(0));
    clock.hold();
    // With the clock held, only the answer itself may move the page on: no timer is waited for.
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/view/luis-rojas'));
    clock.release();
    expect(movedAt - savedAt).toBeLessThan(100);
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      firstName: 'Luis',
      lastName: 'Rojas',
      tenantType: 2,
      phoneCode: '58',
      phoneNumber: '4145556677',
      emailAddress: null,
      documentType: 1,
      documentNumber: '12345678',
      sex: 1,
      countryState: 15,
      countryLocation: 150,
      birthDate: null,
    });
    expect(await screen.findByText('Cliente agregado exitosamente')).toBeInTheDocument();
  });
});
