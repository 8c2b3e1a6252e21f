import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Slider.css';
import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { PHOTO_SIZE, readImageSize, renderPhoto } from '../../lib/images';

interface PhotoCropDialogProps {
  /** The picked photo; the dialog is open while it is set. */
  file: File | null;
  onCancel: () => void;
  onCropped: (file: File) => void;
}

/** 'Recortar foto': a draggable square over the photo, exported at 650x650 at full quality. */
export function PhotoCropDialog({ file, onCancel, onCropped }: PhotoCropDialogProps) {
  const [url, setUrl] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [maxZoom, setMaxZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!file) return;
    const next = URL.createObjectURL(file);
    setUrl(next);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setFailed(false);
    let alive = true;
    // Never zoom in so far that the square is smaller than 650 px of the photo.
    readImageSize(file)
      .then(({ width, height }) => alive && setMaxZoom(Math.max(1, Math.min(width, height) / PHOTO_SIZE)))
      .catch(() => undefined);
    return () => {
      alive = false;
      URL.revokeObjectURL(next);
    };
  }, [file]);

  async function confirm() {
    if (!file || !area) return;
    setWorking(true);
    setFailed(false);
    try {
      onCropped(await renderPhoto(file, area, PHOTO_SIZE, PHOTO_SIZE));
    } catch {
      setFailed(true);
    } finally {
      setWorking(false);
    }
  }

  return (
    <Modal opened={file !== null} onClose={onCancel} title="Recortar foto" centered size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Arrastra el recuadro para elegir la parte de la foto que quieres usar.
        </Text>
        <Box pos="relative" h={{ base: 280, sm: 380 }} bg="dark.7" style={{ borderRadius: 8, overflow: 'hidden' }}>
          {url && (
            <Cropper
              image={url}
              crop={crop}
              zoom={zoom}
              maxZoom={maxZoom}
              aspect={1}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{ alt: 'Foto para recortar' }}
            />
          )}
        </Box>
        {maxZoom > 1 && (
          <Slider
            aria-label="Acercar"
            thumbLabel="Acercar"
            min={1}
            max={maxZoom}
            step={0.01}
            value={zoom}
            onChange={setZoom}
            label={null}
          />
        )}
        {failed && (
          <Text size="sm" c="red">
            No se ha podido recortar la foto. Prueba con otra imagen.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button onClick={confirm} loading={working} disabled={!area}>
            Recortar foto
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
