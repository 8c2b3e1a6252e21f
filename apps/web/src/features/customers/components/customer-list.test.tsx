import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { apiErrorReply, mockApi, paged } from '../../../test/api-mock';
import { makeAgent, makeTenant } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const page = (items: ReturnType<typeof makeTenant>[], total = items.length) => paged(items, { limit: 18, total });

describe('customer list', () => {
  it('shows a skeleton, then the cards with their fallbacks and real pages', async () => {
    saveAccessToken('tok');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const tenants = [
      makeTenant(),
      makeTenant({ tenantId: 'b', slug: 'maria-gutierrez', firstName: 'María', fullName: 'María Gutiérrez', emailAddress: null, documentNumber: null, tenantType: 3 }),
    ];
    mockApi({
      'GET /auth/agents': { data: makeAgent() },
      'GET /tenants?status=1&limit=18': async () => {
        await gate;
        return page(tenants, 40);
      },
    });
    renderApp('/customers');

    expect(await screen.findByLabelText('Cargando clientes')).toBeInTheDocument();
    expect(document.title).toBe('Clientes - Vitrina Agentes');
    release();

    // Each card: its name is the link to the customer's view; the card holds the rest.
    const maria = await screen.findByRole('link', { name: 'María Gutiérrez' });
    expect(maria).toHaveAttribute('href', '/customers/view/maria-gutierrez');
    const mariaCard = maria.closest<HTMLElement>('.mantine-Card-root')!;
    expect(within(mariaCard).getByText('Sin correo')).toBeInTheDocument();
    expect(within(mariaCard).getByText('Sin documento')).toBeInTheDocument();
    expect(within(mariaCard).getByText('Contacto')).toBeInTheDocument();
    const jose = screen.getByRole('link', { name: 'José Hernández' }).closest<HTMLElement>('.mantine-Card-root')!;
    expect(within(jose).getByText('+58 412-123-4567')).toBeInTheDocument();
    expect(within(jose).getByText('V-12345678')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mis clientes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo cliente' })).toHaveAttribute('href', '/customers/create');
  });

  it('shows the empty message', async () => {
    saveAccessToken('tok');
    mockApi({ 'GET /auth/agents': { data: makeAgent() }, 'GET /tenants': page([]) });
    renderApp('/customers');
    expect(await screen.findByText('No se han encontrado clientes en este momento')).toBeInTheDocument();
  });

  it('shows the error with Reintentar, which loads again', async () => {
    saveAccessToken('tok');
    const failure = apiErrorReply(500, 'SERVER_ERROR');
    mockApi({
      'GET /auth/agents': { data: makeAgent() },
      'GET /tenants': [failure, failure, failure, page([makeTenant()])],
    });
    renderApp('/customers');
    const user = userEvent.setup();

    const retry = await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 10_000 });
    expect(screen.getByText('Algo no ha salido bien, por favor intenta de nuevo.')).toBeInTheDocument();
    await user.click(retry);
    expect(await screen.findByRole('link', { name: 'José Hernández' })).toBeInTheDocument();
  });

  it('sends the filters as query parameters and resets to the bare list', async () => {
    saveAccessToken('tok');
    const { requests } = mockApi({
      'GET /auth/agents': { data: makeAgent() },
      'GET /tenants?status=1&limit=18': page([makeTenant()]),
      'GET /tenants?searchQuery=jos%C3%A9+hernandez&status=2&type=3&limit=18': page([makeTenant()]),
    });
    const { router } = renderApp('/customers');
    const user = userEvent.setup();

    await screen.findByRole('link', { name: 'José Hernández' });
    expect(requests('GET /tenants').map((c) => c.url)).toEqual(['/rest/v1/tenants?status=1&limit=18']);

    await user.click(screen.getByRole('button', { name: 'Filtrar clientes' }));
    await user.type(screen.getByLabelText('Buscar'), '  JOSÉ Hernandez ');
    await user.click(screen.getByLabelText('Estado', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Archivados', hidden: true }));
    await user.click(screen.getByLabelText(/^Tipo de cliente/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Contacto', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));

    await waitFor(() => expect(router.state.location.search).toBe('?searchQuery=JOS%C3%89+Hernandez&status=2&type=3'));
    await waitFor(() =>
      expect(requests('GET /tenants').at(-1)?.url).toBe('/rest/v1/tenants?searchQuery=jos%C3%A9+hernandez&status=2&type=3&limit=18'),
    );

    await user.click(screen.getByRole('button', { name: 'Restablecer' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
