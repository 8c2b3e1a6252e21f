import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Input, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { NOTE_CONTENT_MAX, noteFormSchema, type Note, type NoteFormValues } from '@vitrina/contract/schemas/note';
import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { visibleLength } from '../../../lib/visible-length';
import { useCreateNote, useUpdateNote } from '../api/notes';
import { clearNoteDraft, saveNoteDraft } from '../lib/note-draft';
import { DiscardNoteModal } from './note-modals';

// Tiptap loads only when the agent writes: the customer view does not carry it.
const RichTextField = lazy(() => import('../../../components/rich-text-editor').then((m) => ({ default: m.RichTextField })));

export const NOTE_SAVE_ERROR = 'Algo ha salido mal. Por favor, vuelve a intentarlo.';

const resolver: Resolver<NoteFormValues, unknown, { content: string; pinned: boolean }> = zodResolver(noteFormSchema);

interface NoteEditorProps {
  tenantId: string;
  /** The note being edited; none for a new one. */
  note?: Note;
  /** The text to start from: the note's, or a draft restored from an earlier visit. */
  initialHtml: string;
  restored?: boolean;
  onClose: () => void;
  /** After a new note is saved (the timeline gained an event). */
  onCreated?: () => void;
}

/**
 * Writes a new note or edits one. Every change is kept as the customer's draft (lib/note-draft.ts)
 * until it is saved or discarded; a failed save keeps the text and shows the server's message.
 */
export function NoteEditor({ tenantId, note, initialHtml, restored = false, onClose, onCreated }: NoteEditorProps) {
  const create = useCreateNote();
  const update = useUpdateNote();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const { control, handleSubmit, setValue, setError, register, formState } = useForm<NoteFormValues, unknown, { content: string; pinned: boolean }>({
    defaultValues: { content: { html: initialHtml, length: visibleLength(initialHtml) }, pinned: false },
    resolver,
  });
  const content = useWatch({ control, name: 'content' });
  const saving = formState.isSubmitting;
  const original = note?.content ?? '';
  const changed = content.html !== original && !(original === '' && content.length === 0);
  const fieldError = formState.errors.content?.message;

  const onChange = (html: string, length: number) => {
    setValue('content', { html, length }, { shouldValidate: formState.isSubmitted });
    if (html !== original && length > 0) saveNoteDraft(tenantId, { noteId: note?.noteId ?? null, html });
    else clearNoteDraft(tenantId);
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (note) await update.mutateAsync({ tenantId, noteId: note.noteId, body: { content: values.content } });
      else await create.mutateAsync({ tenantId, body: values });
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['content'])) setFailure(isApiError(error) ? error.message : NOTE_SAVE_ERROR);
      return;
    }
    clearNoteDraft(tenantId);
    notifySuccess(note ? 'Nota modificada exitosamente' : 'Nota agregada exitosamente');
    if (!note) onCreated?.();
    onClose();
  });

  const discard = () => {
    clearNoteDraft(tenantId);
    setConfirmDiscard(false);
    onClose();
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} aria-label={note ? 'Editar nota' : 'Nueva nota'} noValidate>
      <Stack gap="sm">
        {restored && (
          <Text size="sm" c="dimmed" role="status">
            Recuperamos el texto que no habías guardado.
          </Text>
        )}
        <Input.Wrapper label={note ? 'Editar nota' : 'Nueva nota'} error={fieldError} id="note-content">
          <Suspense fallback={<Skeleton height={210} aria-label="Cargando editor" />}>
            <RichTextField
              initialHtml={initialHtml}
              label="Nota"
              invalid={Boolean(fieldError)}
              describedBy={fieldError ? 'note-content-error' : undefined}
              onChange={onChange}
            />
          </Suspense>
          <Text size="xs" c={content.length > NOTE_CONTENT_MAX ? 'red' : 'dimmed'} ta="right" mt={4}>
            {content.length} / {NOTE_CONTENT_MAX}
          </Text>
        </Input.Wrapper>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          {note ? <span /> : <Checkbox label="Fijar nota" {...register('pinned')} />}
          <Group gap="sm">
            <Button variant="default" onClick={() => (changed ? setConfirmDiscard(true) : discard())} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving} loaderProps={{ 'aria-label': 'Guardando nota' }}>
              {saving ? 'Guardando nota' : 'Guardar nota'}
            </Button>
          </Group>
        </Group>
      </Stack>
      <DiscardNoteModal opened={confirmDiscard} onKeep={() => setConfirmDiscard(false)} onDiscard={discard} />
    </Paper>
  );
}
