import type { Note } from '@vitrina/contract/schemas/note';
import { saveAccessToken } from '../../lib/access-token';
import { mockApi, paged, type ApiReply, type Responder } from '../../test/api-mock';
import { makeAgent, makeTenant } from '../../test/fixtures';

export const TENANT_ID = makeTenant().tenantId;
export const NOTES = `/tenants/${TENANT_ID}/notes`;

export function makeNote(overrides: Partial<Note> = {}): Note {
  return {
    noteId: '3a0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f70',
    tenantId: TENANT_ID,
    content: '<p>Busca <strong>tres</strong> habitaciones</p>',
    pinned: false,
    author: { agentId: makeAgent().agentId, fullName: 'María Pérez' },
    createdAt: '2025-03-04T15:05:00.000Z',
    updatedAt: '2025-03-04T15:05:00.000Z',
    ...overrides,
  };
}

/** A page of notes, 20 a page as the tab asks for. */
export const notePage = (items: Note[], total = items.length): ApiReply => paged(items, { limit: 20, total });

/** A signed-in agent on the customer's view, 'Notas' tab: the customer, its activity and (unless `routes` says otherwise) no notes. */
export function signedInOnCustomerNotes(routes: Record<string, Responder | Responder[]> = {}) {
  saveAccessToken('tok');
  return mockApi({
    'GET /auth/agents': { data: makeAgent() },
    'GET /tenants/slug/jose-hernandez': { data: makeTenant() },
    [`GET /tenants/${TENANT_ID}/activities`]: { data: [] },
    [`GET ${NOTES}`]: notePage([]),
    ...routes,
  });
}
