import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { describe, expect, it, vi } from 'vitest';
import { saveAccessToken } from '../../../../lib/access-token';
import { apiErrorReply, mockApi, type ApiCall, type ApiReply } from '../../../../test/api-mock';
import { makeAgent } from '../../../../test/fixtures';
import { makeDetail, makeDraft } from '../../../../test/property-draft-fixture';
import { renderApp } from '../../../../test/render-app';
import { formatDetailValue } from '../../lib/detail-value';

const ID = '5f0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f61';
/** A typed number is saved one second after the last key (details-tool.tsx). */
const SAVE_DELAY_MS = 1000;
const features = { propertyDetailCategoryId: 1, name: 'Características' };
const amenities = { propertyDetailCategoryId: 2, name: 'Comodidades' };
const types = [
  { propertyDetailTypeId: 1, type: 'SIZE', name: 'Área de construcción', kind: 'number', unit: 'm²', options: null, propertyDetailCategory: features },
  {
    propertyDetailTypeId: 2,
    type: 'CONDITION',
    name: 'Estado del inmueble',
    kind: 'choice',
    unit: null,
    options: ['Excelente', 'Bueno', 'A remodelar'],
    propertyDetailCategory: features,
  },
  { propertyDetailTypeId: 5, type: 'BUILD_YEAR', name: 'Año de construcción', kind: 'number', unit: null, options: null, propertyDetailCategory: features },
  { propertyDetailTypeId: 6, type: 'VIEW', name: 'Vista', kind: 'text', unit: null, options: null, propertyDetailCategory: features },
  { propertyDetailTypeId: 3, type: 'ELEVATOR', name: 'Ascensor', kind: 'boolean', unit: null, options: null, propertyDetailCategory: amenities },
  { propertyDetailTypeId: 4, type: 'SECURITY', name: 'Vigilancia', kind: 'boolean', unit: null, options: null, propertyDetailCategory: amenities },
];

const elevatorOn = makeDetail('ELEVATOR', 'Ascensor', 'Comodidades', 'true', 'boolean');

function open(draft: PropertyDraft, put: (call: ApiCall) => ApiReply) {
  saveAccessToken('tok');
  const mock = mockApi({
    'GET /auth/agents': { data: makeAgent() },
    [`GET /property-drafts/${ID}`]: { data: draft },
    'GET /property-details/categories': { data: [{ ...features, type: 'FEATURES' }, { ...amenities, type: 'AMENITIES' }] },
    'GET /property-details/types': { data: types },
    [`PUT /property-drafts/${ID}/details`]: put,
    [`DELETE /property-drafts/${ID}/details/ELEVATOR`]: { data: draft },
  });
  renderApp(`/property-editor/${ID}/create?section=details`);
  return mock;
}

describe('details tool by kind', () => {
  it('saves a yes/no detail by its switch alone, at once, and removes it when switched off', async () => {
    const { calls } = open(makeDraft(), () => ({ data: makeDraft({ details: [elevatorOn] }) }));
    const user = userEvent.setup();
    const elevator = await screen.findByRole('switch', { name: 'Ascensor' });
    // No value to type for a yes/no detail.
    expect(screen.queryByLabelText('Valor de Ascensor')).toBeNull();
    await user.click(elevator);
    expect(await screen.findByText('Detalle actualizado correctamente.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ propertyDetailType: 'ELEVATOR', value: 'true' });
    expect(elevator).toBeChecked();
    await user.click(elevator);
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/details/ELEVATOR'))).toBe(true));
    expect(elevator).not.toBeChecked();
  });

  it('shows a yes/no detail stored as free text switched on', async () => {
    open(makeDraft({ details: [makeDetail('SECURITY', 'Vigilancia', 'Comodidades', 'Sí, 24 horas', 'boolean')] }), () => ({}));
    expect(await screen.findByRole('switch', { name: 'Vigilancia' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Ascensor' })).not.toBeChecked();
  });

  it('types a number with its unit beside it and saves it with a dot, once, a second after the last key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = open(makeDraft(), () => ({ data: makeDraft() }));
    const puts = () => requests(`PUT /property-drafts/${ID}/details`);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('switch', { name: 'Área de construcción' }));
    const size = screen.getByLabelText('Valor de Área de construcción');
    const row = size.closest('.mantine-NumberInput-root') as HTMLElement;
    expect(within(row).getByText('m²')).toBeInTheDocument();
    await user.type(size, '120,5');

    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 300));
    expect(puts()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({ propertyDetailType: 'SIZE', value: '120.5' });
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2));
    expect(puts()).toHaveLength(1);
  });

  it('groups the thousands of an area but never a year', async () => {
    const { calls } = open(makeDraft({ details: [makeDetail('SIZE', 'Área de construcción', 'Características', '1200', 'number', 'm²')] }), () => ({
      data: makeDraft(),
    }));
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Valor de Área de construcción')).toHaveValue('1.200');
    await user.click(screen.getByRole('switch', { name: 'Año de construcción' }));
    await user.type(screen.getByLabelText('Valor de Año de construcción'), '2015');
    expect(screen.getByLabelText('Valor de Año de construcción')).toHaveValue('2015');
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ propertyDetailType: 'BUILD_YEAR', value: '2015' }), {
      timeout: 3000,
    });
  });

  it("shows the server's message on the number when it is out of bounds", async () => {
    open(makeDraft(), () => apiErrorReply(400, 'VALIDATION_ERROR', 'Datos inválidos', { value: 'El valor debe estar entre 1 y 1.000.000' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Área de construcción' }));
    await user.type(screen.getByLabelText('Valor de Área de construcción'), '5000000');
    expect(await screen.findByText('El valor debe estar entre 1 y 1.000.000', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Algo ha salido mal. Por favor, vuelve a intentarlo.')).toBeNull();
  });

  it('picks a choice among its options and saves it at once', async () => {
    const { calls } = open(makeDraft(), () => ({ data: makeDraft() }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Estado del inmueble' }));
    await user.click(screen.getByLabelText('Valor de Estado del inmueble', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Bueno', hidden: true }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ propertyDetailType: 'CONDITION', value: 'Bueno' }));
  });
});

describe('formatDetailValue', () => {
  it('saves a text trimmed, at once when another tool opens before the pause ends', async () => {
    const { requests } = open(makeDraft(), () => ({ data: makeDraft() }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Vista' }));
    await user.type(screen.getByLabelText('Valor de Vista'), '  Al mar y a la montaña ');
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    await user.click(within(await screen.findByRole('navigation', { name: 'Herramientas del editor' })).getByRole('button', { name: 'Servicios' }));

    expect(await screen.findByRole('heading', { name: 'Servicios' })).toBeInTheDocument();
    await waitFor(() =>
      expect(requests(`PUT /property-drafts/${ID}/details`).map((c) => c.body)).toEqual([
        { propertyDetailType: 'VIEW', value: 'Al mar y a la montaña' },
      ]),
    );
  });

  it("reads 'Sí' for a yes/no detail and puts the unit after a number", () => {
    expect(formatDetailValue(elevatorOn)).toBe('Sí');
    expect(formatDetailValue(makeDetail('SIZE', 'Área', 'Características', '120.5', 'number', 'm²'))).toBe('120,5 m²');
    expect(formatDetailValue(makeDetail('LAND_SIZE', 'Terreno', 'Características', '12000', 'number', 'm²'))).toBe('12.000 m²');
    expect(formatDetailValue(makeDetail('BUILD_YEAR', 'Año', 'Características', '2015', 'number'))).toBe('2015');
    expect(formatDetailValue(makeDetail('WATER', 'Agua', 'Servicios', 'Pozo y tanque', 'boolean'))).toBe('Pozo y tanque');
  });
});
