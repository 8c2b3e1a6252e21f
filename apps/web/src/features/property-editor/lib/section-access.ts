import { parseScope, type CollaborationScope } from '@vitrina/contract/enums/collaboration';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import type { Section } from './completion';

/** The write scope each tool needs (issue 11): the server refuses the tool's calls without it. */
export const SCOPE_OF_SECTION: Record<Section, CollaborationScope> = {
  basic_details: 'details',
  enviroments: 'details',
  details: 'details',
  services: 'details',
  rules: 'details',
  location: 'location',
  nearby_places: 'location',
  images: 'media',
  video: 'media',
  instagram: 'social-media',
  facebook: 'social-media',
};

export const NO_SECTION_PERMISSION = 'No tienes permiso para editar esta sección';
export const READ_ONLY_ACCESS = 'Te invitaron solo a ver esta propiedad: puedes revisarla, pero no cambiarla.';

type Access = PropertyDraft['access'];

/** The owner publishes, deletes and invites; a draft answer without `access` is the caller's own. */
export function isOwner(access: Access): boolean {
  return access?.owner ?? true;
}

/** Whether the caller may save in this tool: the owner always, a write collaborator within their scopes. */
export function canEditSection(access: Access, section: Section): boolean {
  if (!access || access.owner) return true;
  if (access.permission !== 'write' || !access.scope) return false;
  return (parseScope(access.scope) ?? []).includes(SCOPE_OF_SECTION[section]);
}
