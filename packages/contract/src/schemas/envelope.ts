import { z } from 'zod';

/**
 * The answer envelope of spec 1 §3, as schemas: every JSON answer is `{ data, metadata }`.
 * Used by the API's route schemas (they also serialise the answer: a field missing here would be
 * dropped from it) and by the web's typed mocks.
 */

export const paginationSchema = z.object({ limit: z.number().int(), offset: z.number().int(), total: z.number().int() });

export const authorizationSchema = z.object({
  firstName: z.string(),
  lastName: z.string().nullable(),
  fullName: z.string(),
  emailAddress: z.string(),
  emailAddressConfirmationDate: z.string().nullable(),
  lastSessionDate: z.string().nullable(),
  accessToken: z.string().describe('Bearer token of the new session'),
});

export const taskCountsSchema = z.object({ overdue: z.number().int(), today: z.number().int(), upcoming: z.number().int(), all: z.number().int() });

const emptyMetadata = z.object({});

/** `{ data, metadata: {} }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, metadata: emptyMetadata });

/** `{ data: [...], metadata: { pagination } }`: a page of a list. */
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), metadata: z.object({ pagination: paginationSchema }) });

/** The answer of a sign-in or sign-up: the agent, and the new session in `metadata.authorization`. */
export const sessionEnvelope = <T extends z.ZodType>(data: T) => z.object({ data, metadata: z.object({ authorization: authorizationSchema }) });

/** `{ data: null, metadata: {} }`: done, nothing to return. */
export const emptyEnvelope = envelope(z.null());

export const errorSchema = z.object({
  type: z.string().describe('One of the catalogue of errors, e.g. VALIDATION_ERROR'),
  message: z.string().describe('In Spanish, for the person'),
  fields: z.record(z.string(), z.string()).optional().describe('Field path → Spanish message, on VALIDATION_ERROR'),
  items: z.array(z.unknown()).optional().describe('What to fix, on PROPERTY_DRAFT_INVALID'),
});

export const errorEnvelope = z
  .object({
    data: z.union([z.null(), z.object({ items: z.array(z.unknown()) })]).describe('null; the items to fix on PROPERTY_DRAFT_INVALID'),
    metadata: z.object({ error: errorSchema }),
  })
  .describe('An error: metadata.error { type, message, fields? }');

/** The error answers a route can give, each with the error envelope: `errors(400, 404)`. */
export function errors<const S extends number>(...statuses: S[]): Record<S, typeof errorEnvelope> {
  return Object.fromEntries(statuses.map((s) => [s, errorEnvelope])) as Record<S, typeof errorEnvelope>;
}

/** A non-JSON answer (a file, a page, an image) of the given content types, for the OpenAPI document. */
export function fileAnswer(description: string, ...contentTypes: string[]) {
  const schema = z.string().meta({ format: 'binary' });
  return { description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])) };
}

/** An HTML page answer (the public listing page and its not-found and gone pages), for the OpenAPI document. */
export function htmlAnswer(description: string) {
  return { description, content: { 'text/html': { schema: z.string() } } };
}
