import { isApiError } from '../../../lib/api-client';

/** The editor tools' toast when a save fails. */
export const SAVE_ERROR = 'Algo ha salido mal. Por favor, vuelve a intentarlo.';

/**
 * A tool's toast after a failed save: the server's own words when the caller's access no longer
 * covers the change (403 FORBIDDEN_SCOPE), the tool's message otherwise.
 */
export function saveErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error, 'FORBIDDEN_SCOPE') ? error.message : fallback;
}
