import { ErrorType } from '@vitrina/contract/errors';
import { isApiError } from '../../../lib/api-client';

export const GENERIC_ERROR = 'Algo ha salido mal. Por favor, vuelve a intentarlo.';

/** The envelope's Spanish message; a network failure or a 5xx says the generic one. */
export function errorMessage(error: unknown): string {
  if (!isApiError(error) || error.type === ErrorType.SERVER_ERROR || error.status >= 500) return GENERIC_ERROR;
  return error.message;
}
