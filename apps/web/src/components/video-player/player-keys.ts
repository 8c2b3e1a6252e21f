/** What a key does in the video player (spec 3 §9). */
export type PlayerAction =
  | { type: 'toggle' }
  | { type: 'seek'; by: number }
  | { type: 'volume'; by: number }
  | { type: 'exit-fullscreen' }
  | null;

export const SEEK_SECONDS = 10;
export const VOLUME_STEP = 0.1;

export function playerKeyAction(key: string): PlayerAction {
  switch (key) {
    case ' ':
    case 'Spacebar':
      return { type: 'toggle' };
    case 'ArrowRight':
      return { type: 'seek', by: SEEK_SECONDS };
    case 'ArrowLeft':
      return { type: 'seek', by: -SEEK_SECONDS };
    case 'ArrowUp':
      return { type: 'volume', by: VOLUME_STEP };
    case 'ArrowDown':
      return { type: 'volume', by: -VOLUME_STEP };
    case 'Escape':
      return { type: 'exit-fullscreen' };
    default:
      return null;
  }
}

/** A value kept between bounds, rounded to tenths for the volume. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
