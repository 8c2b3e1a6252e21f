import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { Note } from '@vitrina/contract/schemas/note';
import { toCaracas } from '../../../lib/dates';
import { IconPencil, IconPinned, IconPinnedFilled, IconPinnedOff, IconTrash } from './icons';
import classes from './notes.module.css';

interface NoteCardProps {
  note: Note;
  pinning: boolean;
  onEdit: () => void;
  onTogglePin: () => void;
  onDelete: () => void;
}

/** One note: pin mark, author, date and time in Caracas, the rich text, and its actions. */
export function NoteCard({ note, pinning, onEdit, onTogglePin, onDelete }: NoteCardProps) {
  const written = toCaracas(note.createdAt).format('DD/MM/YYYY HH:mm');
  const edited = note.updatedAt !== note.createdAt;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={`Nota de ${note.author.fullName} del ${written}`} className={note.pinned ? classes.pinned : undefined}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs">
            {note.pinned && (
              <Badge variant="light" leftSection={<IconPinnedFilled size={12} aria-hidden />}>
                Fijada
              </Badge>
            )}
            <Text size="sm" fw={600}>
              {note.author.fullName}
            </Text>
            <Text size="xs" c="dimmed">
              {written}
              {edited ? ` · editada ${toCaracas(note.updatedAt).format('DD/MM/YYYY HH:mm')}` : ''}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={note.pinned ? 'Desfijar nota' : 'Fijar nota'}>
              <ActionIcon variant="subtle" color="gray" aria-label={note.pinned ? 'Desfijar nota' : 'Fijar nota'} onClick={onTogglePin} loading={pinning}>
                {note.pinned ? <IconPinnedOff size={18} /> : <IconPinned size={18} />}
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Editar nota">
              <ActionIcon variant="subtle" color="gray" aria-label="Editar nota" onClick={onEdit}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Eliminar nota">
              <ActionIcon variant="subtle" color="red" aria-label="Eliminar nota" onClick={onDelete}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {/* Sanitised by the server (lib/rich-text.ts): paragraphs, bold, italic, lists and links only. */}
        <div className={classes.content} dangerouslySetInnerHTML={{ __html: note.content }} />
      </Stack>
    </Paper>
  );
}
