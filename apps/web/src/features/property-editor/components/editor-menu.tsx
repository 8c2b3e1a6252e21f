import { Button, NavLink, Stack, Text } from '@mantine/core';
import { IconClock, IconTrash, IconUserPlus } from '../../../components/icons';
import type { TablerIcon } from '@tabler/icons-react';
import type { Section } from '../lib/completion';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconCircleCheckFilled,
  IconHome,
  IconLayoutGrid,
  IconListDetails,
  IconLock,
  IconMapPin,
  IconMapPins,
  IconPhoto,
  IconScale,
  IconSettings,
  IconVideo,
} from './icons';
import { UnsavedDot } from './save-mark';

interface MenuItem {
  section: Section;
  label: string;
  icon: TablerIcon;
}

export const MENU_GROUPS: Array<{ label: string; items: MenuItem[] }> = [
  {
    label: 'Detalles de la Propiedad',
    items: [
      { section: 'basic_details', label: 'Propiedad', icon: IconHome },
      { section: 'enviroments', label: 'Ambientes', icon: IconLayoutGrid },
      { section: 'details', label: 'Detalles', icon: IconListDetails },
      { section: 'services', label: 'Servicios', icon: IconSettings },
    ],
  },
  {
    label: 'Detalles de la Zona',
    items: [
      { section: 'location', label: 'Dirección', icon: IconMapPin },
      { section: 'nearby_places', label: 'Lugares cercanos', icon: IconMapPins },
      { section: 'rules', label: 'Normas', icon: IconScale },
    ],
  },
  {
    label: 'Multimedia',
    items: [
      { section: 'images', label: 'Imágenes', icon: IconPhoto },
      { section: 'video', label: 'Video', icon: IconVideo },
    ],
  },
  {
    label: 'Redes Sociales',
    items: [
      { section: 'instagram', label: 'Instagram', icon: IconBrandInstagram },
      { section: 'facebook', label: 'Facebook', icon: IconBrandFacebook },
    ],
  },
];

interface EditorMenuProps {
  active: Section;
  done: Record<Section, boolean>;
  onSelect: (section: Section) => void;
  /** Tools the caller may open but not edit (outside an invited agent's scopes): a lock says so. */
  locked?: (section: Section) => boolean;
  /** Tools with changes not saved yet (waiting, refused or failed): a dot says 'Sin guardar'. */
  unsaved?: (section: Section) => boolean;
  /** Opens the delete confirmation; absent when the draft cannot be deleted. */
  onDelete?: () => void;
  /** Opens the invitation dialog; absent for an invited agent (only the owner invites). */
  onInvite?: () => void;
  /** Opens the listing's timeline ('Actividad'), for the owner and every collaborator. */
  onActivity?: () => void;
}

/**
 * The editor's tools in four groups; a dot marks each tool with changes not saved yet, a green check
 * each complete tool that is not open.
 */
export function EditorMenu({ active, done, onSelect, locked, unsaved, onDelete, onInvite, onActivity }: EditorMenuProps) {
  return (
    <Stack gap="md" component="nav" aria-label="Herramientas del editor">
      {MENU_GROUPS.map((group) => (
        <Stack gap={2} key={group.label}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
            {group.label}
          </Text>
          {group.items.map((item) => {
            const Icon = item.icon;
            const complete = done[item.section] && active !== item.section;
            return (
              <NavLink
                key={item.section}
                component="button"
                type="button"
                label={item.label}
                active={active === item.section}
                aria-current={active === item.section ? 'page' : undefined}
                leftSection={<Icon size={18} aria-hidden />}
                rightSection={
                  locked?.(item.section) ? (
                    <IconLock size={16} color="var(--mantine-color-dark-2)" aria-label="Solo lectura" />
                  ) : unsaved?.(item.section) ? (
                    <UnsavedDot label="Sin guardar" />
                  ) : complete ? (
                    <IconCircleCheckFilled size={18} color="var(--mantine-color-teal-5)" aria-label="Completo" />
                  ) : null
                }
                onClick={() => onSelect(item.section)}
                style={{ borderRadius: 8 }}
              />
            );
          })}
        </Stack>
      ))}
      {onInvite && (
        <Button variant="subtle" justify="flex-start" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={onInvite}>
          Invitar agentes
        </Button>
      )}
      {onActivity && (
        <Button variant="subtle" justify="flex-start" leftSection={<IconClock size={18} aria-hidden />} onClick={onActivity}>
          Actividad
        </Button>
      )}
      {onDelete && (
        <Button variant="subtle" color="red" justify="flex-start" leftSection={<IconTrash size={18} aria-hidden />} onClick={onDelete}>
          Eliminar borrador
        </Button>
      )}
    </Stack>
  );
}
