import { describe, expect, it } from 'vitest';
import { coverArea, planPropertyImage } from './images';

describe('property image rules', () => {
  it('shows images up to 1290 px straight in the preview', () => {
    expect(planPropertyImage(1290, 800)).toEqual({ action: 'preview' });
    expect(planPropertyImage(640, 480)).toEqual({ action: 'preview' });
    expect(planPropertyImage(1290, 1290)).toEqual({ action: 'preview' });
  });

  it('resizes almost square large images to 1280 wide', () => {
    expect(planPropertyImage(2000, 2000)).toEqual({ action: 'resize', width: 1280, height: 1280 });
    expect(planPropertyImage(2000, 1991)).toEqual({ action: 'resize', width: 1280, height: 1274 });
  });

  it('crops other large images to 650x650', () => {
    expect(planPropertyImage(4000, 3000)).toEqual({ action: 'crop', size: 650 });
    expect(planPropertyImage(1300, 1290)).toEqual({ action: 'crop', size: 650 });
    expect(planPropertyImage(800, 1400)).toEqual({ action: 'crop', size: 650 });
  });

  it('takes the centred cover area for the 596x446 thumbnail', () => {
    expect(coverArea(1000, 1000, 596, 446)).toEqual({ x: 0, y: 126, width: 1000, height: 748 });
    expect(coverArea(2000, 1000, 596, 446)).toEqual({ x: 332, y: 0, width: 1336, height: 1000 });
  });
});
