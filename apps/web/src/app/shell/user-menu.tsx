import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Agent } from '@vitrina/contract/schemas/agent';
import { Link } from 'react-router';
import { IconLogout, IconUser } from '../../components/icons';
import { paths } from '../../config/paths';

/** Avatar menu of the top bar: name, e-mail, 'Mi cuenta' and 'Cerrar sesión'. */
export function UserMenu({ agent }: { agent: Agent }) {
  const initial = agent.firstName.charAt(0).toUpperCase();
  return (
    <Menu position="bottom-end" width={260} withinPortal hideDetached={false}>
      <Menu.Target>
        <UnstyledButton>
          {/* Named by its content (no aria-label), so the name always holds the first name it shows. */}
          <VisuallyHidden>Abrir el menú de la cuenta</VisuallyHidden>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={agent.avatarUrl} alt="" radius="xl" color="indigo" aria-hidden>
              {initial}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm">
              {agent.firstName}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" p="sm" wrap="nowrap">
          <Avatar src={agent.avatarUrl} alt="" radius="xl" color="indigo">
            {initial}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {agent.fullName}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {agent.emailAddress}
            </Text>
          </div>
        </Group>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.accountProfile} leftSection={<IconUser size={16} aria-hidden />}>
          Mi cuenta
        </Menu.Item>
        <Menu.Item component={Link} to={paths.logout} leftSection={<IconLogout size={16} aria-hidden />} color="red">
          Cerrar sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
