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

  it('keeps the frame inside the bar at both ends', () => {
    expect(PREVIEW_WIDTH).toBe(250);
    expect(PREVIEW_HEIGHT).toBe(150);
    expect(previewAt(10, 600, 60)).toEqual({ time: 1, left: 0 });
    expect(previewAt(590, 600, 60)).toEqual({ time: 59, left: 350 });
    expect(previewAt(300, 600, 60)).toEqual({ time: 30, left: 175 });
  });
});
