import { z } from 'zod';
import { BIRTH_YEAR_MIN } from '../enums/person';
import { NAME_PATTERN } from './auth';
import { positiveId, requiredString } from './common';
import { isInternational, parsePhone, PHONE_MESSAGES } from '../phone';

/** Names of people in forms (spec 2 §5): 3 to 50 letters, with 'nombre' or 'apellido' wording. */
export function personName(kind: 'nombre' | 'apellido') {
  return requiredString(`Debe escribir el ${kind}`)
    .trim()
    .min(1, { error: `Debe escribir el ${kind}`, abort: true })
    .min(3, `El ${kind} debe tener al menos 3 caracteres`)
    .max(50, `El ${kind} no debe tener más de 50 caracteres`)
    .regex(NAME_PATTERN, `El ${kind} solo puede contener letras`);
}

export const sexSchema = z
  .number({ error: 'Debe seleccionar un sexo' })
  .int('El sexo seleccionado no es válido')
  .min(1, 'Debe seleccionar un sexo')
  .max(3, 'El sexo seleccionado no es válido');

export { BIRTH_YEAR_MIN };

/** `YYYY-MM-DD`, a real date from 1930 up to today (America/Caracas today is close enough on the server). */
export function birthDateSchema(required = 'Debe seleccionar una fecha de nacimiento') {
  return requiredString(required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha de nacimiento no es válida')
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, 'La fecha de nacimiento no es válida')
    .refine((v) => Number(v.slice(0, 4)) >= BIRTH_YEAR_MIN, 'La fecha de nacimiento no es válida')
    .refine((v) => v <= new Date().toISOString().slice(0, 10), 'La fecha de nacimiento no puede ser futura');
}

/**
 * Phone input rules (spec 1 §5): digits only, 10 to 14 characters, separators (spaces, dashes, dots,
 * parentheses) ignored; a full international number ('+58 412 7000003') is also accepted, and kept
 * with its '+' so that the body schema splits it into code and number (`splitPhone`).
 */
export const phoneNumberSchema = requiredString(PHONE_MESSAGES.required)
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    if (!v) return;
    const parsed = parsePhone(v);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
  })
  .transform((v) => (isInternational(v) ? `+${v.replace(/\D/g, '').replace(/^00/, '')}` : v.replace(/\D/g, '')))
  .pipe(z.string().min(1, { error: PHONE_MESSAGES.required, abort: true }));

/**
 * Stores a phone as DECISIONS §3 says: the code's digits and the national number without its
 * leading 0, whatever the way it was written ('+584125551234' in the number wins over the code).
 */
export function splitPhone(code: string, number: string): { code: string; number: string } {
  const parsed = parsePhone(number, code);
  return parsed.ok ? parsed.phone : { code, number: number.replace(/^0+/, '') };
}

export const phoneCodeSchema = requiredString('Debe seleccionar el código de país')
  .transform((v) => v.replace(/^\+/, ''))
  .pipe(z.string().regex(/^\d{1,4}$/, 'El código de país no es válido'));

/** A catalogue id in a body (country state, location...): a positive `integer`. */
export function catalogueId(message: string) {
  return positiveId(message);
}
