import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { IconChevronLeft, IconChevronRight, IconX } from '../icons';
import classes from './preview.module.css';

export interface ViewerImage {
  id: string;
  url: string;
  alt: string;
}

interface GalleryViewerProps {
  images: ViewerImage[];
  /** The image on screen; null when closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
}

/** A horizontal swipe longer than this (px) changes the image. */
export const SWIPE_PX = 50;

/**
 * Full-screen photos: arrow keys and the side buttons go to the previous or next one (wrapping),
 * a horizontal swipe does it on phones, Escape or the close button leave.
 */
/** The viewer's two arrows: the photo before and the one after (it wraps round). */
const NAV = [
  { step: -1, label: 'Foto anterior', className: 'viewerPrev', Icon: IconChevronLeft },
  { step: 1, label: 'Foto siguiente', className: 'viewerNext', Icon: IconChevronRight },
] as const;

export function GalleryViewer({ images, index, onIndex }: GalleryViewerProps) {
  const touchX = useRef<number | null>(null);
  const count = images.length;
  const open = index !== null && count > 0;
  const current = open ? images[index % count] : undefined;
  const go = (by: number) => {
    if (index !== null) onIndex((index + by + count) % count);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndex(((index ?? 0) + 1) % count);
      else if (event.key === 'ArrowLeft') onIndex(((index ?? 0) - 1 + count) % count);
      else if (event.key === 'Escape') onIndex(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, index, count, onIndex]);

  return (
    <Modal.Root opened={open} onClose={() => onIndex(null)} fullScreen padding={0} transitionProps={{ duration: 0 }}>
      <Modal.Content aria-label="Visor de fotos" className={classes.viewer}>
        <Modal.Body className={classes.viewerBody}>
          {current && (
            <div
              className={classes.viewerStage}
              onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
              onTouchEnd={(e) => {
                const start = touchX.current;
                const end = e.changedTouches[0]?.clientX;
                touchX.current = null;
                if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
                go(end < start ? 1 : -1);
              }}
            >
              <img src={current.url} alt={current.alt} className={classes.viewerImage} draggable={false} />
              <Group className={classes.viewerBar} justify="space-between" wrap="nowrap">
                <Text c="white" fw={600} aria-live="polite">
                  {`${(index ?? 0) % count + 1} de ${count}`}
                </Text>
                <ActionIcon variant="filled" color="dark" size="lg" radius="xl" onClick={() => onIndex(null)} aria-label="Cerrar visor">
                  <IconX size={20} />
                </ActionIcon>
              </Group>
              {count > 1 &&
                NAV.map(({ step, label, className, Icon }) => (
                  <ActionIcon
                    key={step}
                    className={`${classes.viewerNav} ${classes[className]}`}
                    variant="filled"
                    color="dark"
                    size="xl"
                    radius="xl"
                    onClick={() => go(step)}
                    aria-label={label}
                  >
                    <Icon size={24} />
                  </ActionIcon>
                ))}
            </div>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
