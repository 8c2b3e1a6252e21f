import { ApiError, ErrorType } from '@vitrina/contract/errors';

export { ApiError, ErrorType };

/** Spanish messages sent with each error type. */
const messages: Record<string, string> = {
  VALIDATION_ERROR: 'Los datos enviados no son válidos',
  API_KEY_INVALID: 'La clave de la aplicación no es válida',
  ACCESS_TOKEN_INVALID: 'La sesión no es válida o ha expirado',
  EMAIL_IN_USE: 'El correo electrónico ya está en uso',
  AGENT_NOT_FOUND: 'No existe una cuenta asociada',
  EMAIL_NOT_FOUND: 'El correo electrónico no está registrado',
  PASSWORD_REQUIRED: 'Debe crear una contraseña',
  PASSWORD_INVALID: 'La contraseña es incorrecta',
  RECAPTCHA_VERIFICATION_FAILED: 'No se pudo verificar que eres un humano',
  INVALID_USER_AUTH_PROVIDER: 'El método de autenticación usado no es válido para esta cuenta',
  PROVIDER_NOT_CONFIGURED: 'Este proveedor de autenticación no está configurado',
  TOKEN_EXPIRED: 'El token de autorización ha expirado',
  NOT_FOUND: 'El recurso solicitado no existe',
  PROVIDER_TOKEN_INVALID: 'La red social rechazó la autorización. Vuelve a conectar tu cuenta.',
  PROVIDER_UNAVAILABLE: 'La red social no responde en este momento. Vuelve a intentarlo.',
  MEDIA_PROVIDER_NOT_CONNECTED: 'Conecta tu cuenta de la red social antes de continuar.',
  MEDIA_PROVIDER_AGENT_NOT_FOUND: 'La cuenta conectada no existe',
  PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande',
  UNSUPPORTED_MEDIA_TYPE: 'El tipo de contenido no es compatible',
  TOO_MANY_REQUESTS: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo',
  DATABASE_UNAVAILABLE: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  SERVER_ERROR: 'Algo ha salido mal. Por favor, vuelve a intentarlo',
};

const statuses: Record<string, number> = {
  VALIDATION_ERROR: 400,
  PASSWORD_REQUIRED: 400,
  RECAPTCHA_VERIFICATION_FAILED: 400,
  API_KEY_INVALID: 401,
  ACCESS_TOKEN_INVALID: 401,
  PASSWORD_INVALID: 401,
  TOKEN_EXPIRED: 401,
  AGENT_NOT_FOUND: 404,
  EMAIL_NOT_FOUND: 404,
  NOT_FOUND: 404,
  MEDIA_PROVIDER_AGENT_NOT_FOUND: 404,
  PROVIDER_TOKEN_INVALID: 401,
  MEDIA_PROVIDER_NOT_CONNECTED: 409,
  PROVIDER_UNAVAILABLE: 502,
  EMAIL_IN_USE: 409,
  INVALID_USER_AUTH_PROVIDER: 409,
  PROVIDER_NOT_CONFIGURED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  DATABASE_UNAVAILABLE: 503,
  SERVER_ERROR: 500,
};

/** A typed domain error with the default status and Spanish message of its type. */
export function appError(type: keyof typeof ErrorType, message?: string, fields?: Record<string, string>): ApiError {
  return new ApiError(type, message ?? messages[type] ?? messages.SERVER_ERROR!, statuses[type] ?? 500, fields);
}

export function defaultMessage(type: string): string {
  return messages[type] ?? messages.SERVER_ERROR!;
}
