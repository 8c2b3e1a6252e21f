import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Agent } from '@vitrina/contract/schemas/agent';
import { useMenuOnDemand } from '../../lib/use-menu-on-demand';
import { shellMenus } from './shell-menus-loader';

/** Avatar menu of the top bar: its button at once, the menu (shell-menus.tsx) on demand. */
export function UserMenu({ agent }: { agent: Agent }) {
  const initial = agent.firstName.charAt(0).toUpperCase();
  const { loaded: menus, menuProps, targetProps } = useMenuOnDemand(shellMenus);
  const target = (
    <UnstyledButton {...targetProps}>
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
  );
  if (!menus) return target;
  return <menus.AccountMenu agent={agent} initial={initial} target={target} {...menuProps} />;
}
