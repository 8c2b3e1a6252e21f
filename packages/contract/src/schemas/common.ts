import { PAGE_LIMIT_MAX } from '../enums/pagination';
import { z } from 'zod';

// Default messages of every schema in Spanish (the interface and the API speak Spanish).
z.config(z.locales.es());

/** An ordinary e-mail pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
/** Upper bound so that a huge body never reaches the password hash. */
export const PASSWORD_MAX = 128;

/** Largest value of a PostgreSQL `integer` column (catalogue ids); `smallint` columns stop at 32767. */
export const INT4_MAX = 2_147_483_647;
export const SMALLINT_MAX = 32_767;

/** PostgreSQL cannot store U+0000 in text: every text field refuses it with this message. */
export const NUL_MESSAGE = 'El texto contiene caracteres no permitidos';

/** Whether a string holds U+0000 (shared by the schemas and the server's input guard). */
export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

/**
 * Every text field of the contract starts here: a string (else `error`) that refuses U+0000
 * before any other rule runs.
 */
export function text(error?: string | { error: string }) {
  return z.string(typeof error === 'string' ? { error } : error).refine((v) => !hasNul(v), { error: NUL_MESSAGE, abort: true });
}

/** A string field that is required: missing, null, wrong type or blank all answer `required`. */
export function requiredString(required: string) {
  return text(required);
}

/** A positive integer id of a catalogue (an `integer` column): anything else answers `message`. */
export function positiveId(message: string) {
  return z.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);
}

/** The same id read from a query string or a path. */
export function positiveIdParam(message: string) {
  return z.coerce.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);
}

export const emailAddress = requiredString('Debe escribir su correo electrónico')
  .trim()
  .toLowerCase()
  .min(1, { error: 'Debe escribir su correo electrónico', abort: true })
  .max(EMAIL_MAX, 'Debe escribir un correo electrónico válido')
  .regex(EMAIL_PATTERN, 'Debe escribir un correo electrónico válido');

/** A state and a location of Venezuela as an answer names them. */
export const addressRefSchema = z.object({
  countryState: z.object({ countryStateId: z.number().int(), name: z.string() }).nullable(),
  location: z.object({ countryLocationId: z.number().int(), name: z.string() }).nullable(),
});

/** A phone number as an answer shows it: country code, number, and both joined with '+'. */
export const phoneNumberViewSchema = z.object({ code: z.string(), number: z.string(), fullNumber: z.string() });

/** `limit` and `offset` of a paged list: `limit` defaults to `defaultLimit` and is capped at `maxLimit`. */
export const paginationQuery = (defaultLimit: number, maxLimit: number = PAGE_LIMIT_MAX) =>
  z.object({
    limit: z.coerce
      .number({ error: 'El límite debe ser un número' })
      .int('El límite debe ser un número entero')
      .min(1, { error: 'El límite debe ser al menos 1', abort: true })
      .max(maxLimit, `El límite no puede ser mayor que ${maxLimit}`)
      .default(defaultLimit),
    offset: z.coerce
      .number({ error: 'El desplazamiento debe ser un número' })
      .int('El desplazamiento debe ser un número entero')
      .min(0, 'El desplazamiento no puede ser negativo')
      .max(INT4_MAX, 'El desplazamiento no es válido')
      .default(0),
  });
