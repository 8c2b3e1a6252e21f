import { SCOPE_LABELS, type CollaborationScope } from '@vitrina/contract/enums/collaboration';
import type { DraftActivity } from '@vitrina/contract/schemas/collaboration';
import { toCaracas } from '../../../lib/dates';

/**
 * What each recorded call did, as the listing's timeline says it after the agent's name. The keys
 * are the operationIds of the API's draft and property routes that change something (the server
 * records the operationId in `action`); a call not listed here falls back to its area.
 */
export const ACTION_SENTENCES: Record<string, string> = {
  // details
  updatePropertyDraft: 'cambió los datos de la propiedad',
  setDraftEnviroment: 'cambió los ambientes',
  setDraftDetail: 'cambió los detalles',
  removeDraftDetail: 'quitó un detalle',
  // location
  setDraftLocation: 'cambió la dirección',
  saveDraftNearbyPlace: 'guardó un lugar cercano',
  deleteDraftNearbyPlace: 'quitó un lugar cercano',
  // media
  addDraftImage: 'subió imágenes',
  orderDraftImages: 'ordenó las imágenes',
  updateDraftImage: 'cambió una imagen',
  deleteDraftImage: 'eliminó una imagen',
  setDraftThumbnail: 'cambió la imagen principal',
  deleteDraftThumbnail: 'quitó la imagen principal',
  setDraftVideo: 'subió el video',
  setDraftVideoThumbnail: 'cambió la portada del video',
  deleteDraftVideo: 'eliminó el video',
  // social-media
  saveDraftInstagramPost: 'guardó la publicación de Instagram',
  deleteDraftInstagramPost: 'eliminó la publicación de Instagram',
  saveDraftFacebookPost: 'guardó la publicación de Facebook',
  deleteDraftFacebookPost: 'eliminó la publicación de Facebook',
  // owner
  createDraftInvitation: 'invitó a un agente',
  updateDraftCollaborator: 'cambió el acceso de un agente',
  removeDraftCollaborator: 'quitó el acceso a un agente',
  revokeInvitation: 'anuló una invitación',
  publishPropertyDraft: 'publicó la propiedad',
  setPropertyStatus: 'cambió el estado de la propiedad',
};

/** Who: the agent's name, or 'Un agente' once their account is gone. */
export function activityAgent(entry: Pick<DraftActivity, 'agent'>): string {
  return entry.agent?.name ?? 'Un agente';
}

/** What: the call's sentence, else 'modificó {Detalles|Ubicación|…}' by area. */
export function activityAction(entry: Pick<DraftActivity, 'action' | 'area'>): string {
  const known = Object.hasOwn(ACTION_SENTENCES, entry.action) ? ACTION_SENTENCES[entry.action] : undefined;
  if (known) return known;
  if (entry.area === 'owner') return 'hizo un cambio en la propiedad';
  return `modificó ${SCOPE_LABELS[entry.area as CollaborationScope] ?? 'la propiedad'}`;
}

/** When: 'DD/MM/YYYY HH:mm' in Caracas time. */
export function activityWhen(entry: Pick<DraftActivity, 'createdAt'>): string {
  return toCaracas(entry.createdAt).format('DD/MM/YYYY HH:mm');
}
