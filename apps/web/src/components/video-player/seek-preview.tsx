import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { clamp } from './player-keys';

/** The frame shown above the progress bar while the pointer is over it (spec 3 §9). */
export const PREVIEW_WIDTH = 250;
export const PREVIEW_HEIGHT = 150;

export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds)) return '0:00';
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Where the pointer is on a bar `width` px wide: the time it stands for, and the preview's left
 * edge, kept inside the bar when there is room (centred on the pointer otherwise).
 */
export function previewAt(x: number, width: number, duration: number): { time: number; left: number } {
  const fraction = width > 0 ? clamp(x / width, 0, 1) : 0;
  const left = width >= PREVIEW_WIDTH ? clamp(x - PREVIEW_WIDTH / 2, 0, width - PREVIEW_WIDTH) : (width - PREVIEW_WIDTH) / 2;
  return { time: fraction * (duration || 0), left };
}

interface SeekPreviewProps {
  src: string;
  duration: number;
  children: ReactNode;
}

/** Wraps the progress bar: hovering it shows a 250x150 frame of that moment with its time. */
export function SeekPreview({ src, duration, children }: SeekPreviewProps) {
  const bar = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLVideoElement>(null);
  const [at, setAt] = useState<{ time: number; left: number } | null>(null);

  const time = at?.time ?? null;
  /** Shows the frame of the hovered moment; also once the frame's video has loaded. */
  const seekFrame = useCallback(() => {
    const v = frame.current;
    if (!v || time === null || !Number.isFinite(time) || v.readyState < 1) return;
    if (Math.abs(v.currentTime - time) > 0.05) v.currentTime = time;
  }, [time]);
  useEffect(seekFrame, [seekFrame]);

  return (
    <div
      ref={bar}
      style={{ position: 'relative' }}
      onMouseMove={(event) => {
        const rect = bar.current?.getBoundingClientRect();
        if (!rect || !duration) return;
        setAt(previewAt(event.clientX - rect.left, rect.width, duration));
      }}
      onMouseLeave={() => setAt(null)}
    >
      {at && (
        <div
          data-testid="seek-preview"
          data-time={Math.round(at.time * 10) / 10}
          aria-hidden
          style={{
            position: 'absolute',
            bottom: 'calc(100% + 8px)',
            left: at.left,
            width: PREVIEW_WIDTH,
            height: PREVIEW_HEIGHT,
            borderRadius: 6,
            overflow: 'hidden',
            background: '#000',
            boxShadow: '0 4px 16px rgba(0,0,0,.5)',
            border: '2px solid rgba(255,255,255,.85)',
            pointerEvents: 'none',
            zIndex: 2,
          }}
        >
          <video ref={frame} src={src} muted preload="auto" playsInline onLoadedMetadata={seekFrame} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          <span
            style={{
              position: 'absolute',
              left: '50%',
              bottom: 6,
              transform: 'translateX(-50%)',
              padding: '1px 6px',
              borderRadius: 4,
              background: 'rgba(0,0,0,.75)',
              color: '#fff',
              fontSize: 12,
            }}
          >
            {formatTime(at.time)}
          </span>
        </div>
      )}
      {children}
    </div>
  );
}
