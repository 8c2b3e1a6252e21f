import { describe, expect, it } from 'vitest';
import { exportName, exportType, planPhoto } from './images';

describe('planPhoto (profile photo rules)', () => {
  it('uses a photo narrower than 650 px as it is', () => {
    expect(planPhoto(649, 1200)).toEqual({ action: 'as-is' });
  });

  it('uses a photo lower than 650 px as it is', () => {
    expect(planPhoto(1200, 400)).toEqual({ action: 'as-is' });
  });

  it('uses an exactly square photo as it is, whatever its size', () => {
    expect(planPhoto(2000, 2000)).toEqual({ action: 'as-is' });
    expect(planPhoto(650, 650)).toEqual({ action: 'as-is' });
  });

  it('resizes an almost square photo to 650 wide', () => {
    expect(planPhoto(1300, 1291)).toEqual({ action: 'resize', width: 650, height: 646 });
  });

  it('caps the height of an almost square, taller photo at 650', () => {
    expect(planPhoto(1000, 1009)).toEqual({ action: 'resize', width: 650, height: 650 });
  });

  it('asks for a crop when the sides differ by 10 px or more', () => {
    expect(planPhoto(1010, 1000)).toEqual({ action: 'crop' });
    expect(planPhoto(1200, 800)).toEqual({ action: 'crop' });
    expect(planPhoto(800, 1200)).toEqual({ action: 'crop' });
  });
});

describe('export type and name', () => {
  it('keeps JPEG, PNG and WebP and turns anything else into JPEG', () => {
    expect(exportType('image/png')).toBe('image/png');
    expect(exportType('image/webp')).toBe('image/webp');
    expect(exportType('image/jpeg')).toBe('image/jpeg');
    expect(exportType('image/gif')).toBe('image/jpeg');
  });

  it('names the file after its exported type', () => {
    expect(exportName('casa.heic', 'image/jpeg')).toBe('casa.jpg');
    expect(exportName('yo.png', 'image/png')).toBe('yo.png');
    expect(exportName('', 'image/webp')).toBe('foto.webp');
  });
});
