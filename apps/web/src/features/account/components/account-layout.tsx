import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Paper.css';
import { Box, Group, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconLink, IconUser } from '../../../components/icons';
import { paths } from '../../../config/paths';

export type AccountSection = 'profile' | 'integrations';

export function parseAccountSection(value: string | null): AccountSection {
  return value === 'profile' ? 'profile' : 'integrations';
}

/** The sections in menu order: the link and the heading over the section's card. */
const SECTIONS: Record<AccountSection, { title: string; hint: string; to: string; Icon: typeof IconUser }> = {
  profile: { title: 'Perfil', hint: 'Esta información la verán tus clientes.', to: paths.accountProfile, Icon: IconUser },
  integrations: {
    title: 'Integraciones',
    hint: 'Conecta tus redes para publicar tus propiedades desde Vitrina.',
    to: paths.accountIntegrations,
    Icon: IconLink,
  },
};

/** 'Cuenta y configuración' with its 'Perfil' and 'Integraciones' sections; `children` is the section's content, under its heading. */
export function AccountLayout({ section, children }: { section: AccountSection; children: ReactNode }) {
  const { title, hint } = SECTIONS[section];
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
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="lg">
              <div>
                <Title order={2} fz={20}>
                  {title}
                </Title>
                <Text size="sm" c="dimmed">
                  {hint}
                </Text>
              </div>
              {children}
            </Stack>
          </Paper>
        </Box>
      </Group>
    </Stack>
  );
}

function SectionLinks({ section }: { section: AccountSection }) {
  return (Object.keys(SECTIONS) as AccountSection[]).map((key) => {
    const { title, to, Icon } = SECTIONS[key];
    return (
      <NavLink
        key={key}
        component={Link}
        to={to}
        label={title}
        leftSection={<Icon size={18} aria-hidden />}
        active={section === key}
        aria-current={section === key ? 'page' : undefined}
        style={{ borderRadius: 8 }}
      />
    );
  });
}
