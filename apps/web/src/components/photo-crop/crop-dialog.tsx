import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import slider from '@mantine/core/styles/Slider.css?inline';
import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { readImageSize } from '../../lib/images';
import { useObjectUrl } from '../../lib/use-object-url';
import { addStylesheet } from '../../lib/inline-stylesheet';

// Loaded on demand: the slider's stylesheet comes inside the script (lib/inline-stylesheet.ts).
addStylesheet(slider);

type Size = { width: number; height: number };

export interface CropDialogProps {
  /** The photo to crop; the dialog is open while it is set. */
  file: File | null;
  /** The dialog's title, also its confirm button ('Recortar foto'). */
  title: string;
  /** What the agent does, under `children`. */
  hint: string;
  /** The alternative text of the photo being cropped. */
  alt: string;
  /** Shown when the photo cannot be read or cut. */
  failedMessage: string;
  /** Width over height of the frame; a function waits for the photo's size (an unreadable photo fails). */
  aspect: number | ((size: Size) => number);
  /** How far the agent may zoom in, knowing the photo's size (1 while unknown); no slider at 1. */
  maxZoom: (size: Size | null) => number;
  /** Cuts the chosen part out of the photo. */
  render: (file: File, area: Area) => Promise<File>;
  onCancel: () => void;
  onCropped: (file: File) => void;
  /** Above the hint (the proportion control). */
  children?: ReactNode;
}

/** A frame over the photo that the agent drags and zooms, then 'Recortar': the crop dialogs of avatars and listing photos. */
export function CropDialog(props: CropDialogProps) {
  const { file, title, hint, alt, failedMessage, aspect, render, onCancel, onCropped, children } = props;
  /** The `file` of the last render, to notice a new opening. */
  const [previous, setPrevious] = useState<File | null>(null);
  /** The last opening (a new object each time): its photo stays shown while the dialog closes. */
  const [shown, setShown] = useState<{ file: File } | null>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);
  const needsSize = typeof aspect === 'function';
  const url = useObjectUrl(shown?.file);

  // Each opening starts over: centred, not zoomed, the photo's size still unknown.
  if (file !== previous) {
    setPrevious(file);
    if (file) {
      setShown({ file });
      setSize(null);
      setCrop({ x: 0, y: 0 });
      setZoom(1);
      setArea(null);
      setFailed(false);
    }
  }

  useEffect(() => {
    if (!shown) return;
    let alive = true;
    readImageSize(shown.file)
      .then((s) => alive && setSize(s))
      .catch(() => alive && needsSize && setFailed(true));
    return () => {
      alive = false;
    };
  }, [shown, needsSize]);

  async function confirm() {
    if (!file || !area) return;
    setWorking(true);
    setFailed(false);
    try {
      onCropped(await render(file, area));
    } catch {
      setFailed(true);
    } finally {
      setWorking(false);
    }
  }

  const maxZoom = props.maxZoom(size);
  const ratio = typeof aspect === 'number' ? aspect : size && aspect(size);
  return (
    <Modal opened={file !== null} onClose={onCancel} title={title} centered size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      <Stack gap="md">
        {children}
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        <Box pos="relative" h={{ base: 280, sm: 380 }} bg="dark.7" style={{ borderRadius: 8, overflow: 'hidden' }}>
          {url && ratio && (
            <Cropper
              image={url}
              crop={crop}
              zoom={zoom}
              maxZoom={maxZoom}
              aspect={ratio}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{ alt }}
            />
          )}
        </Box>
        {maxZoom > 1 && (
          <Slider aria-label="Acercar" thumbLabel="Acercar" min={1} max={maxZoom} step={0.01} value={zoom} onChange={setZoom} label={null} />
        )}
        {failed && (
          <Text size="sm" c="red" role="alert">
            {failedMessage}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button onClick={() => void confirm()} loading={working} disabled={!area}>
            {title}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
