import { Avatar, Group, Menu, Text } from '@mantine/core';
import type { Agent } from '@vitrina/contract/schemas/agent';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { IconLogout, IconUser } from '../../components/icons';
import { paths } from '../../config/paths';
import type { NavLeaf } from './nav-items';

/**
 * The shell's menus (Mantine's Menu): their own chunk, loaded when the agent points at, focuses or
 * touches a menu's button (lib/use-menu-on-demand.ts), not with every page. Popover and floating-ui under
 * them stay in the signed-in pages' shared code (vite.config.ts), as most pages show a select.
 */
interface ShellMenuProps {
  /** The button, drawn by the shell before this chunk is there. */
  target: ReactElement;
  /** Whether it is open (lib/use-menu-on-demand.ts): at first, whether the button was pressed (or
   * pointed at, for a flyout) before the menu loaded. */
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** Avatar menu of the top bar: name, e-mail, 'Mi cuenta' and 'Cerrar sesión'. */
export function AccountMenu({ agent, initial, target, opened, onChange }: ShellMenuProps & { agent: Agent; initial: string }) {
  return (
    <Menu position="bottom-end" width={260} withinPortal hideDetached={false} opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
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

export const FLYOUT_CLOSE_DELAY = 300;

/** A sidebar group's flyout on desktop: opens on hover or click, beside the sidebar. */
export function GroupFlyout({ label, items, target, opened, onChange }: ShellMenuProps & { label: string; items: NavLeaf[] }) {
  return (
    <Menu
      trigger="click-hover"
      openDelay={50}
      closeDelay={FLYOUT_CLOSE_DELAY}
      position="right-start"
      offset={8}
      withinPortal
      hideDetached={false}
      opened={opened}
      onChange={onChange}
    >
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {items.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
