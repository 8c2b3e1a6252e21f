import { describe, expect, it } from 'vitest';
import { addressFromPlace, type GeocodedPlace } from './address-text';

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
});
