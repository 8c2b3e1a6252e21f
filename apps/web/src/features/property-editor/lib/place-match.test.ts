import { describe, expect, it } from 'vitest';
import { canSaveSelection, matchByName } from './place-match';

describe('map selection', () => {
  it('matches catalogue names without accents nor the word municipio', () => {
    const items = [{ name: 'Baruta' }, { name: 'Chacao' }, { name: 'Sucre' }];
    expect(matchByName(items, 'Municipio Chacao')).toEqual({ name: 'Chacao' });
    expect(matchByName([{ name: 'Táchira' }], 'Estado Tachira')).toEqual({ name: 'Táchira' });
    expect(matchByName(items, 'Libertador')).toBeNull();
    expect(matchByName(items, null)).toBeNull();
  });

  it('saves only with an address and non-zero coordinates', () => {
    expect(canSaveSelection({ address: 'Chacao', latitude: 10.4, longitude: -66.8 })).toBe(true);
    expect(canSaveSelection({ address: '', latitude: 10.4, longitude: -66.8 })).toBe(false);
    expect(canSaveSelection({ address: 'Chacao', latitude: 0, longitude: -66.8 })).toBe(false);
    expect(canSaveSelection(null)).toBe(false);
  });
});
