import { describe, expect, it } from 'vitest';
import { addressFromPlace, canSaveSelection, matchByName, type GeocodedPlace } from './address-text';

const place: GeocodedPlace = {
  displayName: 'Avenida Francisco de Miranda, Chacao, Miranda, 1060, Venezuela',
  address: 'Avenida Francisco de Miranda, Chacao',
  latitude: 10.4961,
  longitude: -66.8537,
  state: 'Miranda',
  municipality: 'Municipio Chacao',
  postcode: '1060',
  road: 'Avenida Francisco de Miranda',
};

describe('address text rule', () => {
  it('joins postal code, street and municipality; state from the region, locality from the municipality', () => {
    expect(addressFromPlace(place)).toEqual({
      address: '1060, Avenida Francisco de Miranda, Municipio Chacao',
      stateName: 'Miranda',
      localityName: 'Municipio Chacao',
      latitude: 10.4961,
      longitude: -66.8537,
    });
  });

  it('leaves out missing parts', () => {
    expect(addressFromPlace({ ...place, postcode: null, road: '  ' }).address).toBe('Municipio Chacao');
  });

  it('falls back to the place text when there are no parts', () => {
    expect(addressFromPlace({ ...place, postcode: null, road: null, municipality: null }).address).toBe(
      'Avenida Francisco de Miranda, Chacao',
    );
  });

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
