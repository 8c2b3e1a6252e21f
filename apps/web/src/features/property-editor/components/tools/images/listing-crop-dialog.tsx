import '@mantine/core/styles/SegmentedControl.css';
import { Box, Button, Group, Modal, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import {
  LISTING_CROP_ASPECTS,
  LISTING_PHOTO_MAX_SIDE,
  cropRatio,
  fitInside,
  readImageSize,
  renderPhoto,
  type ListingCropAspect,
} from '../../../../../lib/images';

interface ListingCropDialogProps {
  /** The photo to crop; the dialog is open while it is set. */
  file: File | null;
  onCancel: () => void;
  onCropped: (file: File) => void;
}

/**
 * 'Recortar imagen' for a listing photo: optional, in one of the proportions Libre (the photo's
 * own), 4:3, 1:1 or 4:5. The chosen part keeps its full resolution up to 2048 px on its long side.
 */
export function ListingCropDialog({ file, onCancel, onCropped }: ListingCropDialogProps) {
  const [url, setUrl] = useState<string | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [aspect, setAspect] = useState<ListingCropAspect>('free');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!file) return;
    const next = URL.createObjectURL(file);
    setUrl(next);
    setAspect('free');
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setFailed(false);
    let alive = true;
    readImageSize(file)
      .then((s) => alive && setSize(s))
      .catch(() => alive && setFailed(true));
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
      const out = fitInside(area.width, area.height, LISTING_PHOTO_MAX_SIDE);
      onCropped(await renderPhoto(file, area, out.width, out.height));
    } catch {
      setFailed(true);
    } finally {
      setWorking(false);
    }
  }

  return (
    <Modal opened={file !== null} onClose={onCancel} title="Recortar imagen" centered size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      <Stack gap="md">
        <SegmentedControl
          aria-label="Proporción del recorte"
          data={LISTING_CROP_ASPECTS.map((a) => ({ label: a.label, value: a.value }))}
          value={aspect}
          onChange={(value) => setAspect(value as ListingCropAspect)}
        />
        <Text size="sm" c="dimmed">
          Arrastra la imagen para elegir la parte que quieres usar. «Libre» mantiene la proporción de la foto.
        </Text>
        <Box pos="relative" h={{ base: 280, sm: 380 }} bg="dark.7" style={{ borderRadius: 8, overflow: 'hidden' }}>
          {url && size && (
            <Cropper
              image={url}
              crop={crop}
              zoom={zoom}
              maxZoom={4}
              aspect={cropRatio(aspect, size.width, size.height)}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{ alt: 'Imagen para recortar' }}
            />
          )}
        </Box>
        <Slider aria-label="Acercar" thumbLabel="Acercar" min={1} max={4} step={0.01} value={zoom} onChange={setZoom} label={null} />
        {failed && (
          <Text size="sm" c="red" role="alert">
            No se ha podido recortar la imagen. Prueba con otra.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button onClick={() => void confirm()} loading={working} disabled={!area}>
            Recortar imagen
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
