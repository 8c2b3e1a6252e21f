import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyError, notifySuccess } from '../lib/notify';
import { Toasts } from './toasts';

function renderToasts() {
  return render(
    <MantineProvider>
      <Toasts />
    </MantineProvider>,
  );
}

/** The toasts on screen, by their text (the container is portalled into the body). */
async function toastTexts(count: number): Promise<string[]> {
  const alerts = await screen.findAllByRole('alert');
  expect(alerts).toHaveLength(count);
  return alerts.map((a) => a.textContent ?? '');
}

afterEach(() => act(() => notifications.clean()));

describe('toasts', () => {
  it('shows one toast per tool for a burst of saves, its text updated by the last one', async () => {
    renderToasts();
    act(() => {
      for (let i = 0; i < 5; i++) notifySuccess('Ambiente actualizado con éxito.', { id: 'tool-environments' });
    });
    expect(await toastTexts(1)).toEqual(['Ambiente actualizado con éxito.']);

    act(() => notifyError('Ha ocurrido un error al actualizar el ambiente. Vuelve a intentarlo.', { id: 'tool-environments' }));
    const [only] = await screen.findAllByRole('alert');
    expect(await within(only!).findByText('Ha ocurrido un error al actualizar el ambiente. Vuelve a intentarlo.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows the same message once even without an id', async () => {
    renderToasts();
    act(() => {
      notifySuccess('Dirección actualizada correctamente.');
      notifySuccess('Dirección actualizada correctamente.');
    });
    expect(await toastTexts(1)).toEqual(['Dirección actualizada correctamente.']);
  });

  it('keeps at most three toasts on screen, the rest waiting their turn at the bottom', async () => {
    renderToasts();
    act(() => {
      for (const tool of ['a', 'b', 'c', 'd', 'e']) notifySuccess(`Guardado ${tool}`, { id: `tool-${tool}` });
    });
    expect(await toastTexts(3)).toEqual(['Guardado a', 'Guardado b', 'Guardado c']);
    const shown = screen.getAllByRole('alert')[0]!.closest('[data-position]');
    expect(shown?.getAttribute('data-position')).toBe('bottom-center');
  });
});
