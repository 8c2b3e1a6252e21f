import { Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useId, useRef, useState, type DragEvent } from 'react';
import { IconPhotoUp } from '../icons';
import { PHOTO_TYPES } from '../../lib/photo-types';

interface PhotoDropAreaProps {
  title: string;
  hint?: string;
  onFile: (file: File | null) => void;
  error?: string | null;
  loading?: boolean;
}

/** A drop area that also opens the file picker on click or Enter. */
export function PhotoDropArea({ title, hint, onFile, error, loading }: PhotoDropAreaProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const errorId = useId();

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    onFile(event.dataTransfer.files[0] ?? null);
  }

  return (
    <Stack gap={6}>
      <UnstyledButton
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        aria-describedby={error ? errorId : undefined}
        disabled={loading}
        style={{
          border: `2px dashed var(--mantine-color-${error ? 'red-6' : over ? 'indigo-5' : 'gray-4'})`,
          borderRadius: 12,
          background: over ? 'var(--mantine-color-indigo-0)' : 'var(--mantine-color-gray-0)',
          padding: '32px 16px',
          width: '100%',
        }}
      >
        <Stack align="center" gap={8}>
          {loading ? <Loader size="md" /> : <IconPhotoUp size={40} stroke={1.5} color="var(--mantine-color-indigo-6)" aria-hidden />}
          <Text fw={600} ta="center">
            {title}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            Arrastra una imagen aquí o haz clic para elegirla (JPG, PNG o WebP)
          </Text>
          {hint && (
            <Text size="xs" c="dimmed" ta="center">
              {hint}
            </Text>
          )}
        </Stack>
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        aria-label={title}
        hidden
        onChange={(e) => {
          onFile(e.currentTarget.files?.[0] ?? null);
          e.currentTarget.value = '';
        }}
      />
      {error && (
        <Text id={errorId} size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
