import { COLLABORATION_SCOPES, parseScope, SCOPE_LABELS, type CollaborationScope, type Permission } from '@vitrina/contract/enums/collaboration';

export { SCOPE_LABELS };

export const PERMISSION_LABELS: Record<Permission, string> = {
  read: 'Solo ver propiedad',
  write: 'Ver y editar propiedad',
};

/** 'Detalles, Ubicación' for a write scope; 'Todas las secciones' for all; '' for read. */
export function describeScope(permission: Permission, scope: string | null): string {
  if (permission === 'read' || !scope) return '';
  const scopes = parseScope(scope) ?? [];
  if (scopes.length === COLLABORATION_SCOPES.length) return 'Todas las secciones';
  return scopes.map((s) => SCOPE_LABELS[s]).join(', ');
}

/** Ticks or unticks a scope; the last ticked one stays (spec 3 §2). */
export function toggleScope(current: readonly CollaborationScope[], scope: CollaborationScope): CollaborationScope[] {
  if (current.includes(scope)) return current.length === 1 ? [...current] : current.filter((s) => s !== scope);
  return COLLABORATION_SCOPES.filter((s) => s === scope || current.includes(s));
}
