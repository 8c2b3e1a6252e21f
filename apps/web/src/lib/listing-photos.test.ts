import { describe, expect, it } from 'vitest';
import { cropRatio, fitInside, LISTING_PHOTO_MAX_SIDE } from './images';

describe('listing photo sizes', () => {
  it('brings the long side down to 2048 px in the photo aspect, never up', () => {
    expect(fitInside(3000, 2000, LISTING_PHOTO_MAX_SIDE)).toEqual({ width: 2048, height: 1365 });
    expect(fitInside(3024, 4032, LISTING_PHOTO_MAX_SIDE)).toEqual({ width: 1536, height: 2048 });
    expect(fitInside(1280, 960, LISTING_PHOTO_MAX_SIDE)).toEqual({ width: 1280, height: 960 });
  });

  it("crops in the chosen proportion; 'Libre' keeps the photo's own", () => {
    expect(cropRatio('4:3', 1000, 1000)).toBeCloseTo(4 / 3);
    expect(cropRatio('1:1', 3000, 2000)).toBe(1);
    expect(cropRatio('4:5', 3000, 2000)).toBeCloseTo(0.8);
    expect(cropRatio('free', 3000, 2000)).toBeCloseTo(1.5);
  });
});
