import { z } from 'zod';
import { emailAddress, PASSWORD_MAX, PASSWORD_MIN, requiredString, text } from './common';
import { capitalizeName, passwordChecks, passwordMeetsChecklist } from './auth-rules';

export { capitalizeName, passwordChecks, passwordMeetsChecklist };

const tooLong = `La contraseña no debe tener más de ${PASSWORD_MAX} caracteres`;

/** Sign-in form and `POST /auth/agents`. */
export const signInSchema = z.strictObject({
  emailAddress,
  password: requiredString('Debe escribir su contraseña')
    .min(1, { error: 'Debe escribir su contraseña', abort: true })
    .min(PASSWORD_MIN, 'La contraseña debe tener al menos 6 caracteres')
    .max(PASSWORD_MAX, tooLong),
  /** Sent after a 429: a passing captcha lets the password be checked past the attempt limit. */
  recaptchaToken: text({ error: 'El token del captcha debe ser texto' }).max(4096).nullish(),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpPassword = requiredString('Debe crear una contraseña')
  .min(1, { error: 'Debe crear una contraseña', abort: true })
  .max(PASSWORD_MAX, tooLong)
  .refine(passwordMeetsChecklist, 'La contraseña no cumple con los requisitos');

export const NAME_PATTERN = /^[\p{L}' -]+$/u;

export const firstName = requiredString('Debe escribir su nombre')
  .trim()
  .min(1, { error: 'Debe escribir su nombre', abort: true })
  .min(3, 'El nombre debe tener al menos 3 caracteres')
  .max(50, 'El nombre no debe tener más de 50 caracteres')
  .regex(NAME_PATTERN, 'El nombre solo puede contener letras');

export const lastName = text({ error: 'El apellido debe ser texto' })
  .trim()
  .max(50, 'El apellido no debe tener más de 50 caracteres')
  .regex(/^[\p{L}' -]*$/u, 'El apellido solo puede contener letras');

/** Sign-up step 1 form. */
export const signUpStepOneSchema = z.object({
  firstName,
  emailAddress,
  acceptEmails: z.boolean(),
});
export type SignUpStepOneInput = z.infer<typeof signUpStepOneSchema>;

/** Sign-up step 2 form. */
export const signUpStepTwoSchema = z.object({ password: signUpPassword });

/** `POST /agents`: without a password it only checks the e-mail (PASSWORD_REQUIRED / EMAIL_IN_USE). */
export const signUpSchema = z.strictObject({
  firstName,
  lastName: lastName.nullish(),
  emailAddress,
  password: signUpPassword.nullish(),
  acceptEmails: z.boolean({ error: 'Debe indicar si acepta recibir correos' }).default(false),
  recaptchaToken: text({ error: 'El token del captcha debe ser texto' }).max(4096).nullish(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

/**
 * `POST /agents?availability=true` without a password: the e-mail check answers 200
 * `{ available }` instead of 400 PASSWORD_REQUIRED or 409 EMAIL_IN_USE, so that a browser asking
 * does not log a failed request. With a password the account is created as without it.
 */
export const signUpQuery = z.object({
  availability: z
    .enum(['true', 'false'], { error: 'El valor de availability no es válido' })
    .optional()
    .describe("'true' without a password: answer 200 `{ available }` instead of PASSWORD_REQUIRED / EMAIL_IN_USE"),
});
export const emailAvailabilitySchema = z.object({
  available: z.boolean().describe('Whether an account may be created with this e-mail'),
});
export type EmailAvailability = z.infer<typeof emailAvailabilitySchema>;

/** `POST /auth/agents/providers/*` and `POST /agents/providers/*`. */
export const socialTokenSchema = z.strictObject({
  accessToken: requiredString('Debe enviar el token de acceso')
    .min(1, { error: 'Debe enviar el token de acceso', abort: true })
    .max(4096, 'El token de acceso no es válido'),
});

/** `POST /auth/agents/password-reset`. */
export const passwordResetRequestSchema = z.strictObject({ emailAddress });

/** `PUT /auth/agents/password-reset` (the token travels as the bearer): the sign-up rules apply. */
export const passwordResetSchema = z.strictObject({
  password: requiredString('Debe crear una contraseña')
    .min(1, { error: 'Debe crear una contraseña', abort: true })
    .min(PASSWORD_MIN, { error: 'La contraseña debe tener al menos 6 caracteres', abort: true })
    .max(PASSWORD_MAX, tooLong)
    .refine(passwordMeetsChecklist, 'La contraseña no cumple con los requisitos'),
});

/** The reset form in the browser: password plus confirmation. */
export const passwordResetFormSchema = passwordResetSchema
  .extend({
    confirmPassword: requiredString('Debe confirmar la contraseña').min(1, { error: 'Debe confirmar la contraseña', abort: true }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmPassword'],
  });
