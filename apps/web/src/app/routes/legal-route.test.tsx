import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

describe('legal pages', () => {
  it('shows the terms to anyone, without signing in', async () => {
    mockApi({});
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tus clientes' })).toBeInTheDocument();
    // The title is set once the page has rendered (an effect): wait for it rather than read it at once.
    await waitFor(() => expect(document.title).toBe('Términos y condiciones - Vitrina Agentes'));
  });

  it('says what is stored, who sees it, for how long and how to delete it, with the Meta data-deletion pages', async () => {
    mockApi({});
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    for (const heading of ['Qué datos guardamos y para qué', 'Quién ve tus datos', 'Cuánto tiempo los guardamos', 'Cómo eliminar tus datos o tu cuenta']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Cómo eliminar tus datos de Facebook' })).toHaveAttribute('href', '/facebook/data-delete/instructions');
    expect(screen.getByRole('link', { name: 'Cómo eliminar tus datos de Instagram' })).toHaveAttribute('href', '/instagram/data-delete/instructions');
    await waitFor(() => expect(document.title).toBe('Política de privacidad - Vitrina Agentes'));
  });
});
