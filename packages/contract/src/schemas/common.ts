import { z } from 'zod';

// Default messages of every schema in Spanish (the interface and the API speak Spanish).
z.config(z.locales.es());

/** An ordinary e-mail pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
/** Upper bound so that a huge body never reaches the password hash. */
export const PASSWORD_MAX = 128;

/** A string field that is required: missing, null, wrong type or blank all answer `required`. */
export function requiredString(required: string) {
  return z.string({ error: required });
}

export const emailAddress = requiredString('Debe escribir su correo electrónico')
  .trim()
  .toLowerCase()
  .min(1, { error: 'Debe escribir su correo electrónico', abort: true })
  .max(EMAIL_MAX, 'Debe escribir un correo electrónico válido')
  .regex(EMAIL_PATTERN, 'Debe escribir un correo electrónico válido');

export const paginationQuery = (defaultLimit: number) =>
  z.object({
    limit: z.coerce
      .number({ error: 'El límite debe ser un número' })
      .int('El límite debe ser un número entero')
      .min(1, { error: 'El límite debe ser al menos 1', abort: true })
      .max(100, 'El límite no puede ser mayor que 100')
      .default(defaultLimit),
    offset: z.coerce
      .number({ error: 'El desplazamiento debe ser un número' })
      .int('El desplazamiento debe ser un número entero')
      .min(0, 'El desplazamiento no puede ser negativo')
      .default(0),
  });
