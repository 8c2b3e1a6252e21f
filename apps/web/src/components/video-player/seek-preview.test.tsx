import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewAt } from './seek-preview';
import { VideoPlayer } from './video-player';

describe('video hover preview (spec 3 §9, issue 10)', () => {
  it('hovering the progress bar shows a 250x150 frame of that moment with its time; leaving hides it', () => {
    render(
      <MantineProvider>
        <VideoPlayer src="/files/recorrido.mp4" label="Video de la propiedad" />
      </MantineProvider>,
    );
    const player = screen.getByRole('group', { name: 'Video de la propiedad' });
    const video = player.querySelector('video')!;
    Object.defineProperty(video, 'duration', { value: 120, configurable: true });
    fireEvent.loadedMetadata(video);

    const bar = screen.getByRole('slider', { name: 'Posición del video' }).closest('[style*="relative"]') as HTMLElement;
    bar.getBoundingClientRect = () => ({ left: 100, top: 0, width: 600, height: 20, right: 700, bottom: 20, x: 100, y: 0, toJSON: () => ({}) });
    expect(screen.queryByTestId('seek-preview')).not.toBeInTheDocument();

    fireEvent.mouseMove(bar, { clientX: 250 });
    const preview = screen.getByTestId('seek-preview');
    expect(preview.style.width).toBe('250px');
    expect(preview.style.height).toBe('150px');
    expect(preview).toHaveTextContent('0:30');
    expect(preview.querySelector('video')).toHaveAttribute('src', '/files/recorrido.mp4');

    fireEvent.mouseMove(bar, { clientX: 700 });
    expect(screen.getByTestId('seek-preview')).toHaveTextContent('2:00');
    fireEvent.mouseLeave(bar);
    expect(screen.queryByTestId('seek-preview')).not.toBeInTheDocument();
  });

  it('knows the length of a video whose metadata arrived before the player was on the page', () => {
    // A cached file can be read while React still holds the element back; its loadedmetadata
    // then reaches no handler, and the bar must not stay at a 1 s length.
    const proto = HTMLMediaElement.prototype;
    const restore = [
      ['readyState', Object.getOwnPropertyDescriptor(proto, 'readyState')!],
      ['duration', Object.getOwnPropertyDescriptor(proto, 'duration')!],
    ] as const;
    Object.defineProperty(proto, 'readyState', { get: () => HTMLMediaElement.HAVE_ENOUGH_DATA, configurable: true });
    Object.defineProperty(proto, 'duration', { get: () => 3, configurable: true });
    try {
      render(
        <MantineProvider>
          <VideoPlayer src="/files/recorrido.mp4" label="Video de la propiedad" />
        </MantineProvider>,
      );
      expect(screen.getByRole('slider', { name: 'Posición del video' })).toHaveAttribute('aria-valuemax', '3');
      expect(screen.getByText('0:00 / 0:03')).toBeInTheDocument();
    } finally {
      for (const [name, descriptor] of restore) Object.defineProperty(proto, name, descriptor);
    }
  });

  it('keeps the frame inside the bar at both ends', () => {
    expect(PREVIEW_WIDTH).toBe(250);
    expect(PREVIEW_HEIGHT).toBe(150);
    expect(previewAt(10, 600, 60)).toEqual({ time: 1, left: 0 });
    expect(previewAt(590, 600, 60)).toEqual({ time: 59, left: 350 });
    expect(previewAt(300, 600, 60)).toEqual({ time: 30, left: 175 });
  });
});
