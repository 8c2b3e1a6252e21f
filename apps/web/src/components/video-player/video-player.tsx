import slider from '@mantine/core/styles/Slider.css?inline';
import { ActionIcon, Group, Slider, Text } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { clamp, playerKeyAction } from './player-keys';
import { formatTime as time, SeekPreview } from './seek-preview';
import {
  IconMaximize,
  IconPlayerPause,
  IconPlayerPlay,
  IconRewindBackward10,
  IconRewindBackward5,
  IconRewindForward10,
  IconRewindForward5,
  IconVolume,
  IconVolumeOff,
} from './icons';
import { addStylesheet } from '../../lib/inline-stylesheet';

// Loaded on demand: the slider's stylesheet comes inside the script (lib/inline-stylesheet.ts).
addStylesheet(slider);

interface VideoPlayerProps {
  src: string;
  poster?: string | null;
  label: string;
}

/**
 * A video with its own controls: play, skip 10 s and 5 s, seek bar, volume, full screen.
 * Keys: Space plays or pauses, arrows seek 10 s or change the volume by 0.1, Escape leaves full
 * screen. Controls hide after 1 s without movement while playing. Hovering the progress bar
 * shows a 250x150 frame of that moment.
 */
export function VideoPlayer({ src, poster, label }: VideoPlayerProps) {
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [visible, setVisible] = useState(true);
  const hide = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(hide.current), []);

  // A media event that fires before React commits the element (a suspended or throttled reveal,
  // with the file already cached) reaches no handler, so the length and position are also read
  // from the element once it is on the page.
  useEffect(() => {
    const v = video.current;
    if (!v || v.readyState < HTMLMediaElement.HAVE_METADATA) return;
    setDuration(v.duration);
    setCurrent(v.currentTime);
  }, [src]);

  const wake = () => {
    setVisible(true);
    window.clearTimeout(hide.current);
    hide.current = window.setTimeout(() => setVisible(false), 1000);
  };

  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => undefined);
    else v.pause();
  };
  const seek = (by: number) => {
    const v = video.current;
    if (v) v.currentTime = clamp(v.currentTime + by, 0, v.duration || 0);
  };
  const changeVolume = (next: number) => {
    const v = video.current;
    const value = Math.round(clamp(next, 0, 1) * 10) / 10;
    if (v) {
      v.volume = value;
      v.muted = value === 0;
    }
    setVolume(value);
    setMuted(value === 0);
  };

  const onKey = (event: KeyboardEvent) => {
    const action = playerKeyAction(event.key);
    if (!action) return;
    event.preventDefault();
    wake();
    if (action.type === 'toggle') toggle();
    else if (action.type === 'seek') seek(action.by);
    else if (action.type === 'volume') changeVolume(volume + action.by);
    else if (document.fullscreenElement) void document.exitFullscreen();
  };

  const shown = visible || !playing;
  return (
    <div
      ref={box}
      tabIndex={0}
      role="group"
      aria-label={label}
      onKeyDown={onKey}
      onMouseMove={wake}
      style={{ position: 'relative', background: '#000', borderRadius: 8, overflow: 'hidden', outlineOffset: 2 }}
    >
      <video
        ref={video}
        src={src}
        poster={poster ?? undefined}
        preload="metadata"
        playsInline
        onClick={toggle}
        onPlay={() => {
          setPlaying(true);
          wake();
        }}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(e) => setCurrent(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
        style={{ width: '100%', maxHeight: 480, display: 'block' }}
      />
      <div
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          padding: '8px 10px',
          background: 'linear-gradient(transparent, rgba(0,0,0,.75))',
          opacity: shown ? 1 : 0,
          transition: 'opacity 200ms ease',
          color: '#fff',
        }}
      >
        <SeekPreview src={src} duration={duration}>
          <Slider
            size="xs"
            min={0}
            max={duration || 1}
            step={0.1}
            value={current}
            label={null}
            onChange={(v) => {
              if (video.current) video.current.currentTime = v;
              setCurrent(v);
            }}
            aria-label="Posición del video"
            thumbLabel="Posición del video"
            mb={6}
          />
        </SeekPreview>
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Group gap={2} wrap="nowrap">
            <ActionIcon variant="transparent" c="white" onClick={() => seek(-10)} aria-label="Retroceder 10 segundos">
              <IconRewindBackward10 size={18} />
            </ActionIcon>
            <ActionIcon variant="transparent" c="white" onClick={() => seek(-5)} aria-label="Retroceder 5 segundos">
              <IconRewindBackward5 size={18} />
            </ActionIcon>
            <ActionIcon variant="transparent" c="white" onClick={toggle} aria-label={playing ? 'Pausar' : 'Reproducir'}>
              {playing ? <IconPlayerPause size={20} /> : <IconPlayerPlay size={20} />}
            </ActionIcon>
            <ActionIcon variant="transparent" c="white" onClick={() => seek(5)} aria-label="Adelantar 5 segundos">
              <IconRewindForward5 size={18} />
            </ActionIcon>
            <ActionIcon variant="transparent" c="white" onClick={() => seek(10)} aria-label="Adelantar 10 segundos">
              <IconRewindForward10 size={18} />
            </ActionIcon>
            <Text size="xs" ml={6}>
              {time(current)} / {time(duration)}
            </Text>
          </Group>
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="transparent"
              c="white"
              onClick={() => changeVolume(muted ? 1 : 0)}
              aria-label={muted ? 'Activar sonido' : 'Silenciar'}
            >
              {muted ? <IconVolumeOff size={18} /> : <IconVolume size={18} />}
            </ActionIcon>
            <ActionIcon
              variant="transparent"
              c="white"
              onClick={() => void box.current?.requestFullscreen?.().catch(() => undefined)}
              aria-label="Pantalla completa"
            >
              <IconMaximize size={18} />
            </ActionIcon>
          </Group>
        </Group>
      </div>
    </div>
  );
}
