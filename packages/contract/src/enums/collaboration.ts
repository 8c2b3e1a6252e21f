/**
 * Scopes and permissions of working together on a listing (issue 11), without zod: the web's
 * pages import these without loading the schemas. schemas/collaboration.ts re-exports them.
 */
export const COLLABORATION_SCOPES = ['details', 'location', 'media', 'social-media'] as const;
export type CollaborationScope = (typeof COLLABORATION_SCOPES)[number];
/** The Spanish name of each scope, as the invitation dialog and the editor show it. */
export const SCOPE_LABELS: Record<CollaborationScope, string> = {
  details: 'Detalles',
  location: 'Ubicación',
  media: 'Multimedia',
  'social-media': 'Redes sociales',
};
export const PERMISSIONS = ['read', 'write'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** An invitation link lives this long (7 days). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const SCOPE_MESSAGE = 'Selecciona al menos un permiso de edición válido';
export const PERMISSION_MESSAGE = 'El permiso debe ser de lectura o de edición';
export const INVITATION_EMAIL_MESSAGE = 'Debe escribir un correo electrónico válido';

/** The scopes of a wire value, in canonical order; null when the value is not `all` or a list of known scopes. */
export function parseScope(value: string): CollaborationScope[] | null {
  const trimmed = value.trim();
  if (trimmed === 'all') return [...COLLABORATION_SCOPES];
  const parts = trimmed.split(',').map((p) => p.trim());
  if (parts.length === 0 || parts.some((p) => !(COLLABORATION_SCOPES as readonly string[]).includes(p))) return null;
  if (new Set(parts).size !== parts.length) return null;
  return COLLABORATION_SCOPES.filter((s) => parts.includes(s));
}

/** The canonical wire form of a list of scopes: `all` for the four, else the comma list. */
export function formatScope(scopes: readonly CollaborationScope[]): string {
  return scopes.length === COLLABORATION_SCOPES.length ? 'all' : COLLABORATION_SCOPES.filter((s) => scopes.includes(s)).join(',');
}
