import { ApiError, appError, rowInUse } from './errors';

/** The fields of a PostgreSQL error (pg's DatabaseError and PGlite's share them). */
export interface PostgresError {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  detail?: string;
  routine?: string;
}

const SQLSTATE = /^[0-9A-Z]{2}[0-9A-Z]{3}$/;

/** The PostgreSQL error behind `err`: drizzle wraps the driver's error in `cause`. */
export function postgresError(err: unknown): PostgresError | null {
  let current = err as { code?: unknown; severity?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    // A driver error carries a severity beside its SQLSTATE; Node's own codes (EPIPE...) do not.
    if (typeof current.code === 'string' && SQLSTATE.test(current.code) && typeof current.severity === 'string') {
      return current as PostgresError;
    }
    current = current.cause as typeof current;
  }
  return null;
}

/** Columns whose API field is not simply the column in camelCase without `_id`, by table. */
const FIELD_OF_COLUMN: Record<string, Record<string, string>> = {
  agents: { country_location_id: 'location' },
  property_drafts: { country_location_id: 'location' },
  property_nearby_places: { place_type_id: 'propertyNearbyPlaceTypeId' },
  property_images: { environment_id: 'propertyEnviromentId' },
  property_image_tags: { environment_id: 'propertyEnviromentId' },
  property_draft_environments: { environment_id: 'enviroment' },
  tasks: { task_type_id: 'taskTypeId' },
};

function fieldOf(table: string | undefined, column: string): string {
  const named = table ? FIELD_OF_COLUMN[table]?.[column] : undefined;
  if (named) return named;
  return column.replace(/_id$/, '').replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}

const NOT_STORABLE = 'El valor enviado no es válido';
const MISSING = 'El valor seleccionado no existe';

/**
 * A database refusal caused by what the client sent, as the 4xx it deserves; null for anything
 * else. The client never sees the SQL, the values or the constraint.
 * - 23503 foreign key: the referenced catalogue row does not exist → 400 on the field; a row still
 *   referenced by others → 409.
 * - 22P02 invalid text representation, 22003 numeric out of range, 22021 / 22P05 characters
 *   PostgreSQL cannot store (U+0000), 22001 string too long, 22007 / 22008 bad dates → 400.
 */
export function inputErrorOf(err: unknown): ApiError | null {
  const pgError = postgresError(err);
  if (!pgError) return null;
  switch (pgError.code) {
    case '23503': {
      if (/still referenced/i.test(pgError.detail ?? '')) {
        return rowInUse();
      }
      const column = /^Key \(([a-z0-9_]+)/i.exec(pgError.detail ?? '')?.[1];
      return appError('VALIDATION_ERROR', undefined, column ? { [fieldOf(pgError.table, column)]: MISSING } : { _: MISSING });
    }
    case '22P02':
    case '22003':
    case '22021':
    case '22P05':
    case '22001':
    case '22007':
    case '22008': {
      const fields = pgError.column ? { [fieldOf(pgError.table, pgError.column)]: NOT_STORABLE } : undefined;
      return appError('VALIDATION_ERROR', undefined, fields);
    }
    default:
      return null;
  }
}

const FAILED_QUERY = /^Failed query: ([\s\S]*?)\nparams: [\s\S]*$/;

/**
 * Log serializer of errors: the query shape, the PostgreSQL code and constraint, never the
 * parameters (names, phones, birth dates) nor the detail line that repeats a key's value.
 */
export function serializeError(err: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!err || typeof err !== 'object') return { type: typeof err, message: String(err), stack: '' };
  const e = err as Error & { code?: unknown; statusCode?: unknown; query?: unknown; type?: unknown; cause?: unknown };
  const out: { type: string; message: string; stack: string; [key: string]: unknown } = { type: e.constructor?.name ?? 'Error', message: '', stack: '' };
  const pgError = postgresError(err);
  const match = typeof e.message === 'string' ? FAILED_QUERY.exec(e.message) : null;
  out.message = match ? `Failed query: ${match[1]}` : pgError === err ? pgMessage(err) : String(e.message ?? '');
  if (typeof e.query === 'string') out.query = e.query;
  if (typeof e.stack === 'string') {
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${out.type}: ${out.message.split('\n')[0]}`, ...frames].join('\n');
  }
  if (e.code !== undefined) out.code = e.code;
  if (e.statusCode !== undefined) out.statusCode = e.statusCode;
  if (e instanceof ApiError) out.errorType = e.type;
  if (pgError) {
    out.sqlState = pgError.code;
    if (pgError.constraint) out.constraint = pgError.constraint;
    if (pgError.table) out.table = pgError.table;
    if (pgError.column) out.column = pgError.column;
    if (pgError.routine) out.routine = pgError.routine;
  }
  if (pgError && pgError !== err) out.cause = { type: pgError.constructor?.name, message: pgMessage(pgError) };
  else if (!pgError && e.cause && e.cause !== err) out.cause = serializeError(e.cause);
  return out;
}

/** A driver error's message: PostgreSQL's own text, which names types and columns, not values... */
function pgMessage(err: unknown): string {
  const message = String((err as Error).message ?? '');
  // ...except "invalid input syntax for type integer: "abc"" and the like, which quote the value.
  return message.replace(/: ".*"$/s, '').replace(/"[^"]*" is out of range/, 'value is out of range');
}
