import { describe, expect, it } from 'vitest';
import { detailValueFormSchema, propertyFormSchema, type PropertyFormValues } from './property-draft';

const valid: PropertyFormValues = {
  operationType: 2,
  propertyType: 3,
  price: '85.000',
  code: '',
  description: { html: '', length: 0 },
};

/** The first message of each field, as the form shows it. */
function messages(values: PropertyFormValues): Record<string, string> {
  const result = propertyFormSchema.safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe("the editor's Propiedad form (spec 3 §5, DECISIONS §1)", () => {
  it('answers every field that is wrong at once, with the messages the tool shows', () => {
    expect(messages({ ...valid, propertyType: null, price: '', code: 'AB', description: { html: '<p>corta</p>', length: 5 } })).toEqual({
      propertyType: 'El tipo de propiedad es requerido',
      price: 'El precio es requerido',
      code: 'El código debe tener al menos 3 caracteres',
      description: 'La descripción es requerida',
    });
  });

  it('reads the price as typed: required, a number, above 0, sent as a whole number of dollars', () => {
    expect(messages({ ...valid, price: '  ' }).price).toBe('El precio es requerido');
    expect(messages({ ...valid, price: '.' }).price).toBe('El precio debe ser un número');
    expect(messages({ ...valid, price: '12a' }).price).toBe('El precio debe ser un número');
    expect(messages({ ...valid, price: '0,00' }).price).toBe('El precio debe ser mayor a 0');
    expect(messages({ ...valid, price: '0,50' }).price).toBe('Escribe el precio sin céntimos');
    expect(messages({ ...valid, price: '99.999.999.999,00' }).price).toBe('El precio no es válido');
    // Whole dollars: cents are refused with a word, never dropped on the way to the server.
    expect(messages({ ...valid, price: '1.500,75' }).price).toBe('Escribe el precio sin céntimos');
    expect(propertyFormSchema.parse({ ...valid, price: '1.500,00' }).price).toBe(1500);
  });

  it('reads the price the es-VE way: dots between thousands, a comma before the decimals', () => {
    expect(propertyFormSchema.parse({ ...valid, price: '120.000' }).price).toBe(120000);
    expect(propertyFormSchema.parse({ ...valid, price: '120000' }).price).toBe(120000);
    expect(propertyFormSchema.parse({ ...valid, price: '120.000,00' }).price).toBe(120000);
  });

  it('takes a blank description, or 15 to 6000 visible characters', () => {
    expect(messages({ ...valid, description: { html: '<p>x</p>', length: 14 } }).description).toBe('La descripción es requerida');
    expect(messages({ ...valid, description: { html: '<p>x</p>', length: 6001 } }).description).toBe(
      'La descripción debe tener menos de 6000 caracteres',
    );
    expect(messages({ ...valid, description: { html: '<p>x</p>', length: 6000 } })).toEqual({});
    expect(messages({ ...valid, description: { html: '<p>x</p>', length: 15 } })).toEqual({});
  });

  it('answers the body of PUT /property-drafts/{id}: blank code and description as null', () => {
    expect(propertyFormSchema.parse({ ...valid, code: '  ', description: { html: '<p></p>', length: 0 } })).toEqual({
      operationType: 2,
      propertyType: 3,
      price: 85000,
      code: null,
      description: null,
    });
    expect(
      propertyFormSchema.parse({ ...valid, operationType: 1, code: ' AB-12 ', description: { html: '<p>Casa con jardín y piscina</p>', length: 25 } }),
    ).toEqual({ operationType: 1, propertyType: 3, price: 85000, code: 'AB-12', description: '<p>Casa con jardín y piscina</p>' });
  });
});

describe("a row of the editor's Detalles tool", () => {
  it('answers the value trimmed, null (remove it) when blank, and refuses more than 200 characters', () => {
    expect(detailValueFormSchema.parse({ value: '  Pozo y tanque ' })).toEqual({ value: 'Pozo y tanque' });
    expect(detailValueFormSchema.parse({ value: '   ' })).toEqual({ value: null });
    expect(detailValueFormSchema.safeParse({ value: 'x'.repeat(201) }).error?.issues[0]?.message).toBe(
      'El valor no debe tener más de 200 caracteres',
    );
  });
});
