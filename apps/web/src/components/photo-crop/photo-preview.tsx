import '@mantine/core/styles/Image.css';
import { Button, Image, Stack } from '@mantine/core';
import { useObjectUrl } from '../../lib/use-object-url';
import { IconTrash } from '../icons';

interface PhotoPreviewProps {
  file: File;
  alt: string;
  onDelete: () => void;
  deleteLabel?: string;
  size?: number;
}

/** The chosen photo, round as it will be shown, with a button to drop it. */
export function PhotoPreview({ file, alt, onDelete, deleteLabel = 'Eliminar foto', size = 200 }: PhotoPreviewProps) {
  const url = useObjectUrl(file);

  return (
    <Stack align="center" gap="sm">
      {url && <Image src={url} alt={alt} w={size} h={size} radius={size} fit="cover" />}
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
        {deleteLabel}
      </Button>
    </Stack>
  );
}
