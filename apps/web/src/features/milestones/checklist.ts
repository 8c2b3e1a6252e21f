import { MilestoneType } from '@vitrina/contract/enums/milestone-type';
import { paths } from '../../config/paths';
import { ALL_MILESTONES } from './all-milestones';

export { ALL_MILESTONES };

export interface ChecklistItem {
  key: string;
  label: string;
  done: boolean;
  to: string;
  /** What the item still waits for, when that is not plain from its label. */
  missing?: string;
}

/** '¡Comienza a trabajar!' items (spec 1 §2.7): the profile needs milestones 1, 2 and 3. */
export function checklistItems(done: ReadonlySet<number>): ChecklistItem[] {
  const has = (type: number) => done.has(type);
  // The profile's first missing part: where its link goes and what its line says.
  const [profileTo, profileMissing] = !has(MilestoneType.ProfileUpdated)
    ? [paths.onboarding, 'Faltan tu estado, localidad y teléfono']
    : !has(MilestoneType.ProfilePictureAdded)
      ? [paths.accountProfile, 'Falta tu foto de perfil']
      : [paths.accountIntegrations, 'Falta conectar una red social'];
  return [
    {
      key: 'profile',
      label: 'Completa tu perfil de agente',
      done: has(MilestoneType.ProfileUpdated) && has(MilestoneType.ProfilePictureAdded) && has(MilestoneType.MediaProvidersAdded),
      to: profileTo,
      missing: profileMissing,
    },
    { key: 'property', label: 'Crea tu primera propiedad', done: has(MilestoneType.PropertyCreated), to: paths.propertyDraftCreate },
    { key: 'customer', label: 'Añade tu primer cliente', done: has(MilestoneType.TenantCreated), to: `${paths.customers}/create` },
  ];
}

export function allMilestonesDone(done: ReadonlySet<number>): boolean {
  return ALL_MILESTONES.every((type) => done.has(type));
}
