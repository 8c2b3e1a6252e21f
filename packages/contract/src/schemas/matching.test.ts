import { describe, expect, it } from 'vitest';
import { interestBodySchema, interestEventTitle, searchProfileBodySchema } from './matching';

const profile = {
  operationType: 2,
  propertyTypes: [1],
  priceMin: 50_000,
  priceMax: 120_000,
  countryStates: [1],
  countryLocations: [],
  bedroomsMin: 2,
  bathroomsMin: null,
};

const messages = (input: unknown) => {
  const r = searchProfileBodySchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('search profile body', () => {
  it('accepts a whole profile and "any" for every field', () => {
    expect(searchProfileBodySchema.parse(profile)).toEqual(profile);
    const any = { operationType: null, propertyTypes: [], priceMin: null, priceMax: null, countryStates: [], countryLocations: [], bedroomsMin: null, bathroomsMin: null };
    expect(searchProfileBodySchema.parse(any)).toEqual(any);
  });

  it('refuses a minimum price above the maximum, in Spanish, on priceMin', () => {
    expect(messages({ ...profile, priceMin: 200_000 })).toEqual({ priceMin: 'El precio mínimo no puede ser mayor al precio máximo' });
  });

  it('refuses negative prices and room counts, and an operation that is not rent or sale', () => {
    expect(messages({ ...profile, priceMin: -1 })).toMatchObject({ priceMin: 'El precio no puede ser negativo' });
    expect(messages({ ...profile, bedroomsMin: -2 })).toMatchObject({ bedroomsMin: 'La cantidad no puede ser negativa' });
    expect(messages({ ...profile, operationType: 3 })).toMatchObject({ operationType: 'La operación no es válida' });
    expect(messages({ ...profile, countryStates: [0] })).toMatchObject({ 'countryStates.0': 'El estado seleccionado no es válido' });
    expect(messages({ ...profile, extra: 1 })).not.toEqual({});
  });

  it('drops repeated ids', () => {
    expect(searchProfileBodySchema.parse({ ...profile, propertyTypes: [3, 3, 1] }).propertyTypes).toEqual([3, 1]);
  });
});

describe('interest', () => {
  it('takes the four statuses and titles the timeline event with the label', () => {
    expect(interestBodySchema.safeParse({ status: 4 }).success).toBe(true);
    expect(interestBodySchema.safeParse({ status: 5 }).error?.issues[0]?.message).toBe('El estado del interés no es válido');
    expect(interestEventTitle(2)).toBe('Interés en una propiedad: Visitó');
  });
});
