import '@mantine/core/styles/Breadcrumbs.css';
import { ActionIcon, Anchor, Breadcrumbs, Group, Menu, Text, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize, IconDots, IconEye, IconPencil, IconTrash } from './icons';

interface TaskPanelToolbarProps {
  title: string;
  wide: boolean;
  onToggleWide: () => void;
  /** Null when the task can no longer be edited (it is not in progress). */
  editing: boolean | null;
  onToggleEditing: () => void;
  onBack: () => void;
  onDelete: () => void;
}

/** The panel's breadcrumbs, and its widen, edit/view and options buttons. */
export function TaskPanelToolbar({ title, wide, onToggleWide, editing, onToggleEditing, onBack, onDelete }: TaskPanelToolbarProps) {
  const widthLabel = wide ? 'Contraer panel' : 'Expandir panel';
  const editLabel = editing ? 'Ver tarea' : 'Modificar tarea';
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Breadcrumbs separator="›" style={{ minWidth: 0, flexWrap: 'wrap' }}>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          Tareas de seguimiento
        </Anchor>
        <Text size="sm" c="dimmed" truncate maw={180}>
          {title}
        </Text>
      </Breadcrumbs>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={widthLabel}>
          <ActionIcon variant="subtle" color="gray" onClick={onToggleWide} aria-label={widthLabel}>
            {wide ? <IconArrowsMinimize size={18} /> : <IconArrowsMaximize size={18} />}
          </ActionIcon>
        </Tooltip>
        {editing !== null && (
          <Tooltip label={editLabel}>
            <ActionIcon variant={editing ? 'light' : 'subtle'} color="gray" onClick={onToggleEditing} aria-label={editLabel}>
              {editing ? <IconEye size={18} /> : <IconPencil size={18} />}
            </ActionIcon>
          </Tooltip>
        )}
        <Menu position="bottom-end" withinPortal zIndex={1000}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label="Opciones de la tarea">
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
              Eliminar tarea
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
