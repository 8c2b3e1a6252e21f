import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorReply, created, ok } from '../../../test/api-mock';
import { makeTenant } from '../../../test/fixtures';
import { makeDraft } from '../../../test/property-draft-fixture';
import { renderApp } from '../../../test/render-app';
import { DRAFT_ID, makeEvent, queryOf, signedInWith, TENANT_ID } from '../test-fixtures';

const tenant = makeTenant({ tenantId: TENANT_ID });
const draft = makeDraft({
  propertyDraftId: DRAFT_ID,
  title: 'Casa en venta en Chacao',
  address: { countryState: { countryStateId: 1, name: 'Miranda' }, location: { countryLocationId: 2, name: 'Chacao' }, address: 'Av. Principal 12', geolocation: null },
});
const saved = makeEvent();

function choices(extra: Record<string, unknown> = {}) {
  return signedInWith({
    'GET /events': ok([]),
    'GET /tenants': ok([tenant]),
    'GET /property-drafts': ok([draft]),
    ...extra,
  });
}

async function openForm(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Agendar visita' }));
  return screen.findByRole('dialog', { name: 'Agendar visita' });
}

async function fill(user: UserEvent, dialog: HTMLElement) {
  await user.click(within(dialog).getByLabelText('Cliente', { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: 'José Hernández' }));
  await user.click(within(dialog).getByLabelText('Propiedad (opcional)', { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: 'Casa en venta en Chacao' }));
  await user.type(within(dialog).getByRole('combobox', { name: 'Fecha' }), '05/03/2030');
  fireEvent.change(within(dialog).getByLabelText('Hora de inicio'), { target: { value: '10:00' } });
  fireEvent.change(within(dialog).getByLabelText('Hora de fin'), { target: { value: '11:00' } });
}

// Each test fills the whole form through its pickers: slow when the machine is busy.
describe('visit form', { timeout: 45_000 }, () => {
  it('schedules a visit: customer, listing (its address fills the place), day and times in Caracas', async () => {
    const { requests } = choices({ 'POST /events': created(saved) });
    renderApp('/calendar?view=month&date=2030-03-05');
    const user = userEvent.setup();
    const dialog = await openForm(user);
    await fill(user, dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Lugar' })).toHaveValue('Av. Principal 12, Chacao, Miranda');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nota' }), 'Llevar llaves');
    await user.click(within(dialog).getByRole('button', { name: 'Agendar visita' }));

    expect(await screen.findByText('Visita agendada exitosamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agendar visita' })).not.toBeInTheDocument());
    expect(requests('POST /events')[0]!.body).toEqual({
      tenantId: TENANT_ID,
      propertyDraftId: DRAFT_ID,
      startAt: '2030-03-05T14:00:00.000Z',
      endAt: '2030-03-05T15:00:00.000Z',
      place: 'Av. Principal 12, Chacao, Miranda',
      status: 1,
      note: 'Llevar llaves',
    });
    // The agent's customers searched while typing, the active ones.
    expect(queryOf(requests('GET /tenants')[0]!)).toEqual({ status: '1', limit: '20' });
    // The calendar asks again for its visits.
    await waitFor(() => expect(requests('GET /events').length).toBeGreaterThan(1));
  });

  it('tells about an overlapping visit after saving, without refusing it', async () => {
    const overlap = { eventId: 'e9', startAt: '2030-03-05T14:30:00.000Z', endAt: '2030-03-05T15:30:00.000Z', tenantFullName: 'Ana Rojas' };
    choices({ 'POST /events': { status: 201, data: saved, metadata: { overlaps: [overlap] } as never } });
    renderApp('/calendar?view=month&date=2030-03-05');
    const user = userEvent.setup();
    const dialog = await openForm(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Agendar visita' }));
    expect(await within(dialog).findByText('Esta visita se cruza con otra visita de Ana Rojas a las 10:30')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Visita agendada exitosamente');
    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agendar visita' })).not.toBeInTheDocument());
  });

  it('shows the field errors under the fields and sends nothing', async () => {
    const { requests } = choices();
    renderApp('/calendar?view=month&date=2030-03-05');
    const user = userEvent.setup();
    const dialog = await openForm(user);
    fireEvent.change(within(dialog).getByLabelText('Hora de inicio'), { target: { value: '11:00' } });
    fireEvent.change(within(dialog).getByLabelText('Hora de fin'), { target: { value: '10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Agendar visita' }));
    expect(await within(dialog).findByText('El cliente es requerido')).toBeInTheDocument();
    expect(within(dialog).getByText('La fecha de inicio es requerida')).toBeInTheDocument();
    expect(within(dialog).getByText('La hora de fin debe ser posterior a la hora de inicio')).toBeInTheDocument();
    expect(requests('POST /events')).toHaveLength(0);
  });

  it('keeps everything typed when the save fails, with the server field message under its field', async () => {
    choices({
      'POST /events': [
        apiErrorReply(500, 'SERVER_ERROR'),
        apiErrorReply(400, 'VALIDATION_ERROR', 'Datos inválidos', { endAt: 'La hora de fin debe ser posterior a la hora de inicio' }),
      ],
    });
    renderApp('/calendar?view=month&date=2030-03-05');
    const user = userEvent.setup();
    const dialog = await openForm(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Agendar visita' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Algo ha salido mal. Vuelve a intentarlo.');
    expect(within(dialog).getByLabelText('Cliente', { selector: 'input' })).toHaveValue('José Hernández');
    expect(within(dialog).getByLabelText('Hora de inicio')).toHaveValue('10:00');
    expect(within(dialog).getByRole('textbox', { name: 'Lugar' })).toHaveValue('Av. Principal 12, Chacao, Miranda');
    await user.click(within(dialog).getByRole('button', { name: 'Agendar visita' }));
    expect(await within(dialog).findByText('La hora de fin debe ser posterior a la hora de inicio')).toBeInTheDocument();
  });

  it('asks before closing with typed changes', async () => {
    choices();
    renderApp('/calendar?view=month&date=2030-03-05');
    const user = userEvent.setup();
    const dialog = await openForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Nota' }), 'Algo');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    const ask = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(within(dialog).getByRole('textbox', { name: 'Nota' })).toHaveValue('Algo');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agendar visita' })).not.toBeInTheDocument());
  });

  it('edits a visit opened from the calendar with Guardar cambios, and deletes one after confirming', async () => {
    const { requests } = signedInWith({
      'GET /events': ok([saved]),
      [`PUT /events/${saved.eventId}`]: ok(makeEvent({ status: 2 })),
      [`DELETE /events/${saved.eventId}`]: { status: 204 },
    });
    renderApp('/calendar?view=day&date=2030-03-05');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /José Hernández/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Editar visita' });
    expect(within(dialog).getByLabelText('Cliente', { selector: 'input' })).toHaveValue('José Hernández');
    expect(within(dialog).getByLabelText('Propiedad (opcional)', { selector: 'input' })).toHaveValue('Casa en venta en Chacao');
    expect(within(dialog).getByRole('combobox', { name: 'Fecha' })).toHaveValue('05/03/2030');
    await user.click(within(dialog).getByLabelText('Estado', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Realizada' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Visita actualizada exitosamente')).toBeInTheDocument();
    expect(requests(`PUT /events/${saved.eventId}`)[0]!.body).toEqual({
      tenantId: TENANT_ID,
      propertyDraftId: DRAFT_ID,
      startAt: saved.startAt,
      endAt: saved.endAt,
      place: saved.place,
      status: 2,
      note: null,
    });

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar visita' })).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: /José Hernández/ }));
    dialog = await screen.findByRole('dialog', { name: 'Editar visita' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar visita' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar visita' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar visita' }));
    expect(await screen.findByText('Visita eliminada exitosamente')).toBeInTheDocument();
    expect(requests(`DELETE /events/${saved.eventId}`)).toHaveLength(1);
  });
});
