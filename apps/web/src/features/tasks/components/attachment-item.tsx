import { ActionIcon, Group, Menu, Stack, Text } from '@mantine/core';
import type { TaskAttachment } from '@vitrina/contract/schemas/task';
import { attachmentSize } from '../lib/attachments';
import { AttachmentIcon } from './attachment-icon';
import { IconDots, IconDownload, IconEye, IconTrash } from './icons';
import classes from './tasks.module.css';

interface AttachmentItemProps {
  attachment: TaskAttachment;
  onDelete: (attachment: TaskAttachment) => void;
  deleting?: boolean;
}

/** One attached file: icon, name, size and a menu with Ver, Descargar and Eliminar. */
export function AttachmentItem({ attachment, onDelete, deleting }: AttachmentItemProps) {
  return (
    <Group className={classes.attachment} wrap="nowrap" gap="sm" aria-label={attachment.fileName} role="listitem">
      <AttachmentIcon extension={attachment.extension} />
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Text size="sm" fw={500} truncate>
          {attachment.fileName}
        </Text>
        <Text size="xs" c="dimmed">
          {attachmentSize(attachment)}
        </Text>
      </Stack>
      <Menu position="bottom-end" withinPortal zIndex={1000}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Opciones de ${attachment.fileName}`} loading={deleting}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component="a" href={attachment.url} target="_blank" rel="noopener noreferrer" leftSection={<IconEye size={16} />}>
            Ver
          </Menu.Item>
          <Menu.Item component="a" href={attachment.downloadUrl} download={attachment.fileName} leftSection={<IconDownload size={16} />}>
            Descargar
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(attachment)}>
            Eliminar
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
