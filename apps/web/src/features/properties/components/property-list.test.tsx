import { screen, within } from '@testing-library/react';
import type { Property } from '@vitrina/contract/schemas/property';
import { describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { mockApi } from '../../../test/api-mock';
import { makeAgent } from '../../../test/fixtures';
import { makeDraft } from '../../../test/property-draft-fixture';
import { renderApp } from '../../../test/render-app';

function listing(id: string, status: Property['status'], title: string): Property {
  return { ...makeDraft({ title, price: 90000 }), propertyId: id, slug: `casa-${id}`, status, viewCount: 0, publishedAt: null };
}

describe("'Mis Propiedades' (issue 10)", () => {
  it('lists sold, rented and unpublished listings too, each flagged, so the agent can still open them', async () => {
    saveAccessToken('tok');
    const { calls } = mockApi({
      'GET /auth/agents': { data: makeAgent() },
      'GET /property-types': { data: [] },
      'GET /properties': {
        data: [listing('p1', 2, 'Casa en Chacao'), listing('p2', 3, 'Casa en Altamira'), listing('p3', 5, 'Casa en El Hatillo')],
        metadata: { pagination: { limit: 16, offset: 0, total: 3 } },
      },
    });
    renderApp('/properties');
    const sold = (await screen.findByText('Casa en Altamira')).closest('a')!;
    expect(within(sold).getByText('Vendida')).toBeInTheDocument();
    expect(sold).toHaveAttribute('href', '/properties/view/casa-p2/p2');
    expect(within(screen.getByText('Casa en El Hatillo').closest('a')!).getByText('Despublicada')).toBeInTheDocument();
    const published = screen.getByText('Casa en Chacao').closest('a')!;
    expect(within(published).queryByText(/Vendida|Alquilada|Despublicada/)).not.toBeInTheDocument();
    const url = new URL(calls.find((c) => c.path === '/properties')!.url, 'http://localhost');
    expect(url.searchParams.get('statuses')).toBe('2,3,4,5');
  });

  it("says whose a listing shared with the agent is", async () => {
    saveAccessToken('tok');
    const shared = { ...listing('p4', 2, 'Casa en Los Palos Grandes'), access: { owner: false, permission: 'read' as const, scope: null }, owner: { id: 'a9', name: 'Daniela Rojas' } };
    mockApi({
      'GET /auth/agents': { data: makeAgent() },
      'GET /property-types': { data: [] },
      'GET /properties': { data: [listing('p1', 2, 'Casa en Chacao'), shared], metadata: { pagination: { limit: 16, offset: 0, total: 2 } } },
    });
    renderApp('/properties');
    expect(within((await screen.findByText('Casa en Los Palos Grandes')).closest('a')!).getByText('Compartido por Daniela Rojas')).toBeInTheDocument();
    expect(within(screen.getByText('Casa en Chacao').closest('a')!).queryByText(/Compartido por/)).toBeNull();
  });
});
