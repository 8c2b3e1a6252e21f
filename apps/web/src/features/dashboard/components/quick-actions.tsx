import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { IconFileText, IconLink, IconPlus, IconUsers } from '../../../components/icons';
import { paths } from '../../../config/paths';

const actions: { label: string; hint: string; to: string; Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }> }[] = [
  { label: 'Crear propiedad', hint: 'Empieza un nuevo borrador', to: paths.propertyDraftCreate, Icon: IconPlus },
  { label: 'Ver borradores', hint: 'Continúa donde lo dejaste', to: paths.propertyDrafts, Icon: IconFileText },
  { label: 'Gestionar clientes', hint: 'Tus clientes y tareas', to: paths.customers, Icon: IconUsers },
  { label: 'Vincular cuentas', hint: 'Instagram y Facebook', to: paths.accountIntegrations, Icon: IconLink },
];

/** The four quick-action tiles of the dashboard. */
export function QuickActions() {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" component="nav" aria-label="Accesos rápidos">
      {actions.map(({ label, hint, to, Icon }) => (
        <UnstyledButton
          key={to}
          component={Link}
          to={to}
          p="md"
          bg="white"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12 }}
        >
          <Stack gap={6}>
            <Text c="indigo.6" lh={0}>
              <Icon size={26} aria-hidden />
            </Text>
            <Text fw={600}>{label}</Text>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </Stack>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
