import '@mantine/core/styles/Image.css';
import { Button, Image, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
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
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);

  return (
    <Stack align="center" gap="sm">
      {url && <Image src={url} alt={alt} w={size} h={size} radius={size} fit="cover" />}
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
        {deleteLabel}
      </Button>
    </Stack>
  );
}
