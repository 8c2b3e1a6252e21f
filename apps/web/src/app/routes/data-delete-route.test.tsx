import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiErrorReply, mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

describe('data-deletion pages (public)', () => {
  beforeEach(() => window.localStorage.clear());

  it('after disconnecting from the account page, the button goes back to Integraciones', async () => {
    mockApi({});
    renderApp('/instagram/data-delete?from=account');
    expect(await screen.findByRole('heading', { name: 'Tus datos de Instagram han sido eliminados' })).toBeInTheDocument();
    expect(screen.getByText(/Hemos eliminado por completo los datos de tu cuenta de Instagram/)).toBeInTheDocument();
    expect(screen.getByText(/Puedes volver a conectar tu cuenta en cualquier momento/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Integraciones' })).toHaveAttribute('href', '/account?section=integrations');
  });

  it('otherwise the button goes to the dashboard', async () => {
    mockApi({});
    renderApp('/facebook/data-delete');
    expect(await screen.findByRole('heading', { name: 'Tus datos de Facebook han sido eliminados' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al escritorio' })).toHaveAttribute('href', '/dashboard');
  });

  it("Meta's status link shows the confirmation code and the request's state, with the API key only", async () => {
    window.__VITRINA_CONFIG__ = { apiKey: 'key-1' };
    const { calls } = mockApi({
      'GET /media-providers/data-deletion/ABC123': {
        data: { confirmationCode: 'ABC123', network: 'facebook', createdAt: '2030-03-01T15:00:00.000Z', status: 'completed' },
      },
    });
    renderApp('/facebook/data-delete?code=ABC123');
    expect(await screen.findByText('ABC123')).toBeInTheDocument();
    expect(await screen.findByText(/Solicitud de Facebook recibida el 01\/03\/2030: completada/)).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/media-providers/data-deletion/ABC123');
    expect(call?.headers['x-api-key']).toBe('key-1');
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('an unknown code says that no request was found', async () => {
    mockApi({ 'GET /media-providers/data-deletion/NOPE': apiErrorReply(404, 'NOT_FOUND') });
    renderApp('/instagram/data-delete?code=NOPE');
    expect(
      await screen.findByText(
        'No hemos encontrado ninguna solicitud de eliminación con este código. Revisa el enlace que recibiste.',
      ),
    ).toBeInTheDocument();
  });

  it('the instructions explain both ways and lead to the dashboard', async () => {
    mockApi({});
    renderApp('/instagram/data-delete/instructions?from=account');
    expect(await screen.findByRole('heading', { name: 'Cómo eliminar tus datos de Instagram' })).toBeInTheDocument();
    expect(screen.getByText(/Ajustes > Integraciones/)).toBeInTheDocument();
    expect(screen.getByText(/pulsa «Desconectar»/)).toBeInTheDocument();
    expect(screen.getByText('Abre «Aplicaciones y sitios web».')).toBeInTheDocument();
    expect(screen.getByText('Busca Vitrina.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al escritorio' })).toHaveAttribute('href', '/dashboard');
  });
});
