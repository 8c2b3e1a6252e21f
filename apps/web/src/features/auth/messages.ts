import { ErrorType } from '@vitrina/contract/errors';
import type { SocialProvider } from '@vitrina/contract/enums/auth-provider';
import { isApiError } from '../../lib/api-client';

/** The Spanish messages of spec 1 §8. */
export const authMessages = {
  invalidProvider:
    'El método de autenticación usado no es válido. Por favor, comprueba tu método de autenticación.',
  badCredentials: 'Tus credenciales son incorrectas. Por favor, comprueba tus credenciales y vuelve a intentarlo.',
  generic: 'Algo ha salido mal. Por favor, vuelve a intentarlo.',
  emailInUse: 'El correo electrónico ya está en uso. Por favor, intenta con otro correo electrónico.',
  captchaFailed: 'Al parecer, no eres un humano. Por favor, vuelve a intentarlo.',
  resetEmailNotFound: 'El correo electrónico no está registrado',
  resetInvalidProvider:
    'El proveedor de autenticación no es válido y no usa contraseña, esta cuenta se creó con Google o cualquier otro proveedor de autenticación',
  resetGeneric: 'Algo no ha salido bien. Vuelve a intentarlo',
  resetSent: 'Hemos enviado un enlace a tu correo electrónico',
  tokenExpired: 'El token de autorización ha expirado, por favor solicita uno nuevo',
  resetLinkInvalid: 'El enlace para cambiar tu contraseña no es válido, por favor solicita uno nuevo',
  requestNewLink: 'Solicitar un nuevo enlace',
  resetPasswordGeneric: 'Algo ha salido mal, por favor intenta de nuevo',
  passwordResetDone: 'Se ha restablecido tu contraseña con éxito',
  tooManyAttempts: 'Demasiados intentos fallidos. Espera unos minutos y vuelve a intentarlo.',
} as const;

const providerNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

export function agentNotFoundMessage(provider: SocialProvider): string {
  return `Esta cuenta de ${providerNames[provider]} no está asociada a ninguna cuenta de usuario. Por favor, regístrate.`;
}

export function signInErrorMessage(error: unknown): string {
  if (isApiError(error, ErrorType.INVALID_USER_AUTH_PROVIDER)) return authMessages.invalidProvider;
  if (isApiError(error, ErrorType.EMAIL_NOT_FOUND, ErrorType.PASSWORD_INVALID)) return authMessages.badCredentials;
  // The server's message says how long to wait.
  if (isApiError(error, ErrorType.TOO_MANY_REQUESTS)) return error.message.startsWith('Demasiados') ? error.message : authMessages.tooManyAttempts;
  return authMessages.generic;
}

export function socialErrorMessage(error: unknown, provider: SocialProvider): string {
  if (isApiError(error, ErrorType.INVALID_USER_AUTH_PROVIDER)) return authMessages.invalidProvider;
  if (isApiError(error, ErrorType.AGENT_NOT_FOUND)) return agentNotFoundMessage(provider);
  return authMessages.generic;
}

export function signUpErrorMessage(error: unknown): string {
  if (isApiError(error, ErrorType.EMAIL_IN_USE)) return authMessages.emailInUse;
  if (isApiError(error, ErrorType.RECAPTCHA_VERIFICATION_FAILED)) return authMessages.captchaFailed;
  return authMessages.generic;
}

export function resetRequestErrorMessage(error: unknown): string {
  if (isApiError(error, ErrorType.EMAIL_NOT_FOUND)) return authMessages.resetEmailNotFound;
  if (isApiError(error, ErrorType.INVALID_USER_AUTH_PROVIDER)) return authMessages.resetInvalidProvider;
  return authMessages.resetGeneric;
}

/** A reset link already used, expired or unknown: only a new link helps. */
export function isDeadResetLink(error: unknown): boolean {
  return isApiError(error, ErrorType.TOKEN_EXPIRED, ErrorType.ACCESS_TOKEN_INVALID);
}

export function resetPasswordErrorMessage(error: unknown): string {
  if (isApiError(error, ErrorType.TOKEN_EXPIRED)) return authMessages.tokenExpired;
  if (isApiError(error, ErrorType.ACCESS_TOKEN_INVALID)) return authMessages.resetLinkInvalid;
  return authMessages.resetPasswordGeneric;
}
