import { z } from 'zod';
import { paginationQuery, text } from './common';

/** Notes per page of GET /tenants/{id}/notes. */
export const NOTES_PAGE_SIZE = 20;
/** A note's visible text (its HTML without tags, trimmed) may be at most this long. */
export const NOTE_CONTENT_MAX = 5000;
/** Ceiling of the HTML as sent: the tags of a long note fit in four times its visible limit. */
export const NOTE_HTML_MAX = NOTE_CONTENT_MAX * 4;

export const NOTE_REQUIRED = 'La nota es requerida';
export const NOTE_TOO_LONG = `La nota debe contener máximo ${NOTE_CONTENT_MAX} caracteres`;

const content = text(NOTE_REQUIRED)
  .max(NOTE_HTML_MAX, NOTE_TOO_LONG)
  .describe(`Rich text (HTML: paragraphs, bold, italic, lists, links); anything else is dropped. 1 to ${NOTE_CONTENT_MAX} visible characters`);
const pinned = z.boolean({ error: 'El valor de fijada no es válido' }).describe('Pinned notes come first');

/** POST /tenants/{id}/notes. */
export const noteCreateSchema = z.strictObject({ content, pinned: pinned.optional() });
export type NoteCreateBody = z.input<typeof noteCreateSchema>;

/** PUT /tenants/{id}/notes/{noteId}: only what is sent changes. */
export const noteUpdateSchema = z.strictObject({ content: content.optional(), pinned: pinned.optional() });
export type NoteUpdateBody = z.input<typeof noteUpdateSchema>;

export const noteListQuery = paginationQuery(NOTES_PAGE_SIZE);

export const noteSchema = z.object({
  noteId: z.string(),
  tenantId: z.string(),
  content: z.string().describe('Sanitised HTML'),
  pinned: z.boolean(),
  author: z.object({ agentId: z.string(), fullName: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

/**
 * The note form as the agent fills it: the editor's HTML and its visible length (the same reading
 * as the server's). Answers the body of POST or PUT.
 */
export const noteFormSchema = z.object({
  content: z
    .object({ html: z.string(), length: z.number() })
    .refine((c) => c.length > 0, { error: NOTE_REQUIRED, abort: true })
    .refine((c) => c.length <= NOTE_CONTENT_MAX, NOTE_TOO_LONG)
    .transform((c) => c.html),
  pinned: z.boolean(),
});
export type NoteFormValues = z.input<typeof noteFormSchema>;
