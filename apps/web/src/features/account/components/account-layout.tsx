import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Paper.css';
import { Box, Group, NavLink, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconLink, IconUser } from '../../../components/icons';
import { paths } from '../../../config/paths';

export type AccountSection = 'profile' | 'integrations';

export function parseAccountSection(value: string | null): AccountSection {
  return value === 'profile' ? 'profile' : 'integrations';
}

/** 'Cuenta y configuración' with its 'Perfil' and 'Integraciones' sections. */
export function AccountLayout({ section, children }: { section: AccountSection; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Cuenta y configuración
      </Title>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Paper withBorder radius="lg" p={6} w={{ base: '100%', md: 220 }} component="nav" aria-label="Secciones de la cuenta">
          <Group gap={4} wrap="nowrap" hiddenFrom="md" grow>
            <SectionLinks section={section} />
          </Group>
          <Stack gap={4} visibleFrom="md">
            <SectionLinks section={section} />
          </Stack>
        </Paper>
        <Box style={{ flex: 1, minWidth: 0 }} miw={{ base: '100%', md: 0 }}>
          {children}
        </Box>
      </Group>
    </Stack>
  );
}

function SectionLinks({ section }: { section: AccountSection }) {
  return (
    <>
      <NavLink
        component={Link}
        to={paths.accountProfile}
        label="Perfil"
        leftSection={<IconUser size={18} aria-hidden />}
        active={section === 'profile'}
        aria-current={section === 'profile' ? 'page' : undefined}
        style={{ borderRadius: 8 }}
      />
      <NavLink
        component={Link}
        to={paths.accountIntegrations}
        label="Integraciones"
        leftSection={<IconLink size={18} aria-hidden />}
        active={section === 'integrations'}
        aria-current={section === 'integrations' ? 'page' : undefined}
        style={{ borderRadius: 8 }}
      />
    </>
  );
}
