import { describe, expect, it } from 'vitest';
import { clamp, playerKeyAction } from './player-keys';

describe('video player keys', () => {
  it('maps the keys of spec 3 §9', () => {
    expect(playerKeyAction(' ')).toEqual({ type: 'toggle' });
    expect(playerKeyAction('ArrowRight')).toEqual({ type: 'seek', by: 10 });
    expect(playerKeyAction('ArrowLeft')).toEqual({ type: 'seek', by: -10 });
    expect(playerKeyAction('ArrowUp')).toEqual({ type: 'volume', by: 0.1 });
    expect(playerKeyAction('ArrowDown')).toEqual({ type: 'volume', by: -0.1 });
    expect(playerKeyAction('Escape')).toEqual({ type: 'exit-fullscreen' });
    expect(playerKeyAction('a')).toBeNull();
  });

  it('keeps values in bounds', () => {
    expect(clamp(1.1, 0, 1)).toBe(1);
    expect(clamp(-3, 0, 60)).toBe(0);
  });
});
