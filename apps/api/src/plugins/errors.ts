import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { inputErrorOf } from '../lib/database-errors';
import { databaseUnavailableError } from '../lib/db-errors';
import { ApiError, appError, defaultMessage, frameworkRefusal, type ServerError } from '../lib/errors';
import { isBrokenUpload, uploadCutOff } from '../lib/uploads';

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

const NOT_ALLOWED = 'Este campo no está permitido';

/** Turns zod issues into `field → Spanish message`, the first message per field. */
export function fieldsFromValidation(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      const prefix = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      for (const key of issue.params.keys as string[]) fields[prefix ? `${prefix}.${key}` : key] ??= NOT_ALLOWED;
      continue;
    }
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[field] ??= issue.message ?? defaultMessage('VALIDATION_ERROR');
  }
  return fields;
}

function toApiError(err: FastifyError): ApiError {
  if (err instanceof ApiError) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    return appError('VALIDATION_ERROR', undefined, fieldsFromValidation(err.validation as ValidationIssue[]));
  }
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return appError('VALIDATION_ERROR', 'El cuerpo de la solicitud no es un JSON válido', { _: 'JSON inválido' });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return appError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_BAD_URL':
      return appError('VALIDATION_ERROR', 'La dirección solicitada no es válida');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return appError('NOT_FOUND');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return appError('UNSUPPORTED_MEDIA_TYPE');
    default:
      break;
  }
  if (err.statusCode === 429) return appError('TOO_MANY_REQUESTS');
  if (err.validation) return appError('VALIDATION_ERROR');
  // A multipart body cut off or malformed, wherever the route was reading it.
  if (isBrokenUpload(err)) return uploadCutOff();
  // The database cannot be reached (restarting, down): 503 with Retry-After, not a 500.
  const unavailable = databaseUnavailableError(err);
  if (unavailable) return unavailable;
  // What the database refuses because of the input (a missing catalogue row, a number out of range...).
  const input = inputErrorOf(err);
  if (input) return input;
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return frameworkRefusal(err.statusCode);
  }
  return appError('SERVER_ERROR');
}

/** Sends `err` as the envelope with its status; 5xx are logged (without SQL parameters, see serializeError). */
export function sendError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const apiError = toApiError(err);
  if (apiError.status >= 500) request.log.error({ err }, 'request failed');
  else request.log.info({ type: apiError.type, status: apiError.status }, 'request refused');
  const error: Record<string, unknown> = { type: apiError.type, message: apiError.message };
  if (apiError.fields) error.fields = apiError.fields;
  // A refusal that lists what to fix (PROPERTY_DRAFT_INVALID) carries its items in both places.
  const items = (apiError as ServerError).items;
  if (Array.isArray(items)) error.items = items;
  const retryAfter = (apiError as ServerError).retryAfterSeconds;
  if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  for (const [name, value] of Object.entries((apiError as ServerError).headers ?? {})) reply.header(name, value);
  if (apiError.status === 429 && err.statusCode === 429) {
    const after = reply.getHeader('retry-after');
    if (after) reply.header('retry-after', after);
  }
  return reply.status(apiError.status).send({ data: Array.isArray(items) ? { items } : null, metadata: { error } });
}

/**
 * A call whose session was only claimed (a list route checks it in its statement, plugins/auth.ts)
 * and that failed before the statement proved it: the session is looked up first, so a call
 * without a live session answers 401 before any 400 or 404, as on every other route.
 */
async function refusalFirst(err: FastifyError, request: FastifyRequest): Promise<FastifyError> {
  if (!request.sessionClaim || request.session) return err;
  try {
    await request.server.settleSession(request);
    return err;
  } catch (refusal) {
    // 401 when the session is not live; a look-up that failed itself (database down) leaves the first error.
    return refusal instanceof ApiError ? (refusal as unknown as FastifyError) : err;
  }
}

/** One error handler: every failure leaves as the envelope, never a stack trace or SQL text. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (err: FastifyError, request, reply) => sendError(await refusalFirst(err, request), request, reply));
});
