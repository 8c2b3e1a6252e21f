import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorReply, ok } from '../../../test/api-mock';
import { matchMediaAt } from '../../../test/match-media';
import { renderApp } from '../../../test/render-app';
import { anaRojasVisit, makeEvent, queryOf, signedInWith } from '../test-fixtures';

const wideAt = (width: number | null) => Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMediaAt(width) });
afterEach(() => wideAt(null));

const visits = [
  makeEvent(),
  anaRojasVisit(),
];

describe('calendar page (Agenda)', () => {
  it('is reached from the sidebar and shows the month around the date in the URL, Monday first', async () => {
    wideAt(1280);
    const { requests } = signedInWith({ 'GET /events': ok(visits) });
    const { router } = renderApp('/calendar?view=month&date=2030-03-05');
    const grid = await screen.findByRole('group', { name: 'Calendario del mes' });
    expect(document.title).toBe('Agenda - Vitrina Agentes');
    expect(screen.getByRole('link', { name: /Agenda/ })).toHaveAttribute('href', '/calendar');
    expect(screen.getByText('Marzo 2030')).toBeInTheDocument();
    // Weeks from Monday 25 February to Sunday 31 March, midnight in Caracas (UTC-4).
    expect(queryOf(requests('GET /events')[0]!)).toEqual({
      from: '2030-02-25T04:00:00.000Z',
      to: '2030-04-01T04:00:00.000Z',
      limit: '500',
    });
    const tuesday = within(grid).getByRole('group', { name: 'martes 5 de marzo' });
    expect(within(tuesday).getByRole('button', { name: /10:00 José Hernández/ })).toHaveAttribute('data-status', '1');
    const thursday = within(grid).getByRole('group', { name: 'jueves 7 de marzo' });
    expect(within(thursday).getByRole('button', { name: /16:30 Ana Rojas/ })).toHaveAttribute('data-status', '2');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(router.state.location.search).toBe('?view=month&date=2030-04-05');
    expect(await screen.findByText('Abril 2030')).toBeInTheDocument();
  });

  it('switches to the week and the day with the segmented control, keeping them in the URL', async () => {
    wideAt(1280);
    const { requests } = signedInWith({ 'GET /events': ok(visits) });
    const { router } = renderApp('/calendar?view=month&date=2030-03-05');
    await screen.findByRole('group', { name: 'Calendario del mes' });
    const user = userEvent.setup();

    await user.click(screen.getByText('Semana'));
    const week = await screen.findByRole('group', { name: 'Calendario de la semana' });
    expect(router.state.location.search).toBe('?view=week&date=2030-03-05');
    expect(queryOf(requests('GET /events').at(-1)!)).toMatchObject({ from: '2030-03-04T04:00:00.000Z', to: '2030-03-11T04:00:00.000Z' });
    const tuesday = within(week).getByRole('group', { name: 'martes 5 de marzo' });
    expect(within(tuesday).getByText('10:00 – 11:00')).toBeInTheDocument();
    expect(within(tuesday).getByText('Casa en venta en Chacao')).toBeInTheDocument();
    expect(within(tuesday).getByText('Programada')).toBeInTheDocument();

    await user.click(screen.getByText('Día'));
    expect(router.state.location.search).toBe('?view=day&date=2030-03-05');
    await waitFor(() => expect(queryOf(requests('GET /events').at(-1)!)).toMatchObject({ from: '2030-03-05T04:00:00.000Z', to: '2030-03-06T04:00:00.000Z' }));
    expect(screen.getByText('Martes 5 de marzo 2030')).toBeInTheDocument();
  });

  it('lists the visits by day on a phone instead of the grid', async () => {
    signedInWith({ 'GET /events': ok(visits) });
    renderApp('/calendar?view=month&date=2030-03-05');
    const tuesday = await screen.findByRole('region', { name: 'martes 5 de marzo' });
    expect(within(tuesday).getByText('José Hernández')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'jueves 7 de marzo' })).toHaveTextContent('Ana Rojas');
    expect(screen.getByRole('region', { name: 'jueves 7 de marzo' })).toHaveTextContent('Realizada');
    expect(screen.queryByRole('group', { name: 'Calendario del mes' })).not.toBeInTheDocument();
  });

  it('says when the period has no visits nor tasks', async () => {
    signedInWith({ 'GET /events': ok([]) });
    renderApp('/calendar?view=week&date=2030-03-05');
    expect(await screen.findByText('No tienes visitas ni tareas en este período')).toBeInTheDocument();
  });

  it('shows the error with Reintentar and loads on retry', async () => {
    signedInWith({ 'GET /events': [apiErrorReply(400, 'VALIDATION_ERROR'), ok(visits)] });
    renderApp('/calendar?view=month&date=2030-03-05');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('José Hernández')).toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    signedInWith({ 'GET /events': () => new Promise<never>(() => undefined) });
    renderApp('/calendar');
    expect(await screen.findByRole('status', { name: 'Cargando visitas' })).toBeInTheDocument();
  });
});
