import { ApiError, ErrorType, errorCatalogue, errorVariants } from '@vitrina/contract/errors';

export { ApiError, ErrorType };

/** What an error may carry besides type, message and fields; the error handler writes each. */
export interface ErrorExtras {
  /** Items to fix (PROPERTY_DRAFT_INVALID): sent in `data.items` and `metadata.error.items`. */
  items?: unknown[];
  /** Sent as the `Retry-After` header (503 while the database or the geocoder is busy). */
  retryAfterSeconds?: number;
  /** Other response headers the answer needs (416's `Content-Range`). */
  headers?: Record<string, string>;
}

export type ServerError = ApiError & ErrorExtras;

/**
 * A typed domain error: the status and default Spanish message of its type in the contract's
 * catalogue; `message` replaces the default where the answer names something more precise.
 */
export function appError(type: ErrorType, message?: string, fields?: Record<string, string>, extras?: ErrorExtras): ServerError {
  // Only reachable past the type checker (a cast): such an error is the server's fault.
  const { status, message: fallback } = errorCatalogue[type] ?? errorCatalogue.SERVER_ERROR;
  return Object.assign(new ApiError(type, message ?? fallback, status, fields), extras);
}

/** A row other rows still reference cannot change: 409 VALIDATION_ERROR (`errorVariants.ROW_IN_USE`). */
export function rowInUse(): ServerError {
  const { type, status, message } = errorVariants.ROW_IN_USE;
  return new ApiError(type, message, status);
}

/** A 4xx Fastify raised itself, kept with its status as VALIDATION_ERROR (`errorVariants.FRAMEWORK_REFUSAL`). */
export function frameworkRefusal(status: number): ServerError {
  const { type, message } = errorVariants.FRAMEWORK_REFUSAL;
  return new ApiError(type, message, status);
}

export function defaultMessage(type: ErrorType): string {
  return (errorCatalogue[type] ?? errorCatalogue.SERVER_ERROR).message;
}
