import type { TablerIcon } from '@tabler/icons-react';
import {
  IconBuilding,
  IconCalendar,
  IconLayoutDashboard,
  IconLink,
  IconListCheck,
  IconSettings,
  IconUsers,
} from '../../components/icons';
import { paths } from '../../config/paths';

export interface NavLeaf {
  label: string;
  to: string;
}

export interface NavEntry {
  label: string;
  icon: TablerIcon;
  to?: string;
  items?: NavLeaf[];
}

/** Sidebar groups of spec 1 §2.7. */
export const mainNav: NavEntry[] = [
  { label: 'Escritorio', icon: IconLayoutDashboard, to: paths.dashboard },
  {
    label: 'Propiedades',
    icon: IconBuilding,
    items: [
      { label: 'Mis Propiedades', to: paths.properties },
      { label: 'Nueva Propiedad', to: paths.propertyDraftCreate },
      { label: 'Borradores', to: paths.propertyDrafts },
    ],
  },
  { label: 'Clientes', icon: IconUsers, to: paths.customers },
  { label: 'Tareas', icon: IconListCheck, to: paths.tasks },
  { label: 'Agenda', icon: IconCalendar, to: paths.calendar },
];

export const bottomNav: NavEntry[] = [
  { label: 'Vinculación', icon: IconLink, to: paths.accountIntegrations },
  { label: 'Ajustes', icon: IconSettings, to: paths.accountProfile },
];

/** Whether a link target matches the current location (path, and ?section= when the target has one). */
export function isActive(to: string, pathname: string, search: string): boolean {
  const [targetPath = '', targetQuery] = to.split('?');
  if (targetQuery) {
    const wanted = new URLSearchParams(targetQuery);
    const current = new URLSearchParams(search);
    return pathname === targetPath && [...wanted].every(([k, v]) => current.get(k) === v);
  }
  if (targetPath === paths.properties) return pathname === targetPath || pathname.startsWith('/properties/view');
  return pathname === targetPath || pathname.startsWith(`${targetPath}/`);
}
