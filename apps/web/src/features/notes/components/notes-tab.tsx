import { Button, Group, Pagination, Stack, Title } from '@mantine/core';
import { NOTES_PAGE_SIZE, type Note } from '@vitrina/contract/schemas/note';
import { useState } from 'react';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/load-error/load-error';
import { isApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteNote, useTenantNotesQuery, useUpdateNote } from '../api/notes';
import { readNoteDraft } from '../lib/note-draft';
import { IconPlus } from './icons';
import { NoteCard } from './note-card';
import { NOTE_SAVE_ERROR, NoteEditor } from './note-editor';
import { DeleteNoteModal } from './note-modals';

export const EMPTY_NOTES = 'No se han encontrado notas en este momento';

/** What the editor is open on: a new note (`noteId` null) or one note, and the text it starts from. */
interface Writing {
  noteId: string | null;
  html: string;
  restored: boolean;
}

interface NotesTabProps {
  tenantId: string;
  /** Called when a note is added, so that the page refreshes the timeline (event 7). */
  onNotesChanged?: () => void;
}

/** 'Notas' of a customer: the agent's own notes, pinned first, then newest. */
export function NotesTab({ tenantId, onNotesChanged }: NotesTabProps) {
  const [page, setPage] = useState(1);
  // A draft left when the agent last went away opens the editor again with its text.
  const [writing, setWriting] = useState<Writing | null>(() => {
    const draft = readNoteDraft(tenantId);
    return draft ? { ...draft, restored: true } : null;
  });
  const [deleting, setDeleting] = useState<Note | null>(null);
  const query = useTenantNotesQuery(tenantId, page);
  const remove = useDeleteNote();
  const pin = useUpdateNote();
  const pages = Math.ceil((query.data?.total ?? 0) / NOTES_PAGE_SIZE);

  const failed = (error: unknown) => notifyError(isApiError(error) ? error.message : NOTE_SAVE_ERROR);
  const togglePin = (note: Note) =>
    pin.mutate({ tenantId, noteId: note.noteId, body: { pinned: !note.pinned } }, { onSuccess: () => notifySuccess('Nota modificada exitosamente'), onError: failed });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { tenantId, noteId: deleting.noteId },
      {
        onSuccess: () => {
          notifySuccess('Nota eliminada exitosamente');
          setDeleting(null);
        },
        onError: failed,
      },
    );
  };
  const editorFor = (note?: Note) => (
    <NoteEditor
      key={note?.noteId ?? 'new'}
      tenantId={tenantId}
      note={note}
      initialHtml={writing?.html ?? ''}
      restored={writing?.restored}
      onClose={() => setWriting(null)}
      onCreated={onNotesChanged}
    />
  );
  const items = query.data?.items ?? [];
  // A draft of a note that is not on this page (or is gone) is written as a new one at the top.
  const editingShown = writing?.noteId != null && items.some((n) => n.noteId === writing.noteId);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="lg">
          Notas
        </Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setWriting({ noteId: null, html: '', restored: false })} disabled={writing !== null}>
          Agregar nota
        </Button>
      </Group>
      {writing && (writing.noteId === null || (!query.isPending && !editingShown)) && editorFor()}

      {query.isPending ? (
        <ListSkeleton label="Cargando notas" height={96} radius="md" />
      ) : query.isError ? (
        <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : items.length === 0 ? (
        writing ? null : (
          <EmptyState>{EMPTY_NOTES}</EmptyState>
        )
      ) : (
        <Stack gap="sm">
          {items.map((note) =>
            writing?.noteId === note.noteId ? (
              editorFor(note)
            ) : (
              <NoteCard
                key={note.noteId}
                note={note}
                pinning={pin.isPending && pin.variables?.noteId === note.noteId}
                onEdit={() => setWriting({ noteId: note.noteId, html: note.content, restored: false })}
                onTogglePin={() => togglePin(note)}
                onDelete={() => setDeleting(note)}
              />
            ),
          )}
        </Stack>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} />
        </Group>
      )}
      <DeleteNoteModal opened={deleting !== null} deleting={remove.isPending} onClose={() => setDeleting(null)} onConfirm={confirmDelete} />
    </Stack>
  );
}
