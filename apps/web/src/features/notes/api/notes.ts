import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { paths } from '@vitrina/contract/paths';
import { NOTES_PAGE_SIZE, type Note, type NoteCreateBody, type NoteUpdateBody } from '@vitrina/contract/schemas/note';
import { api } from '../../../lib/api-client';
import { fetchPage, pagedQueryOptions, type Page } from '../../../lib/paged-list';

/** Root of every notes key; mutations invalidate through it. */
export const notesKey = ['notes'] as const;

/** GET /tenants/{id}/notes: pinned first, then newest, 20 a page. */
export function fetchTenantNotes(tenantId: string, page: number, signal?: AbortSignal): Promise<Page<Note>> {
  return fetchPage<Note>(paths.tenantNotes(tenantId), { page, pageSize: NOTES_PAGE_SIZE, signal });
}

export function tenantNotesQueryOptions(tenantId: string, page: number) {
  return pagedQueryOptions([...notesKey, tenantId, page] as const, (signal) => fetchTenantNotes(tenantId, page, signal));
}

export function useTenantNotesQuery(tenantId: string, page: number) {
  return useQuery(tenantNotesQueryOptions(tenantId, page));
}

const invalidateNotes = (queryClient: QueryClient, tenantId: string) => queryClient.invalidateQueries({ queryKey: [...notesKey, tenantId] });

/** POST /tenants/{id}/notes. */
export const createNote = (input: { tenantId: string; body: NoteCreateBody }) => api.post<Note>(paths.tenantNotes(input.tenantId), input.body);

/** PUT /tenants/{id}/notes/{noteId}: content, pinned or both. */
export const updateNote = (input: { tenantId: string; noteId: string; body: NoteUpdateBody }) => api.put<Note>(paths.tenantNote(input.tenantId, input.noteId), input.body);

/** DELETE /tenants/{id}/notes/{noteId}. */
export const deleteNote = async (input: { tenantId: string; noteId: string }) => {
  await api.delete<null>(paths.tenantNote(input.tenantId, input.noteId));
};

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createNote, onSuccess: (_, input) => invalidateNotes(queryClient, input.tenantId) });
}

export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateNote, onSuccess: (_, input) => invalidateNotes(queryClient, input.tenantId) });
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteNote, onSuccess: (_, input) => invalidateNotes(queryClient, input.tenantId) });
}
