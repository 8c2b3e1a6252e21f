import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, AppShell, Burger, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Splash } from '../../components/splash';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '../../components/icons';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { FloatingPanels, PANELS_ROOM } from './floating-panels';
import { HubSession } from './hub-session';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';
import { useSidebarState } from './use-sidebar-state';

const EXPANDED_WIDTH = 260;
const COLLAPSED_WIDTH = 76;

/** The signed-in frame: top bar, collapsible sidebar and room for the floating panels. */
export function AppShellLayout() {
  const { agent } = useAuth();
  const sidebar = useSidebarState();
  if (!agent) return <Splash />;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: sidebar.collapsed && !sidebar.isMobile ? COLLAPSED_WIDTH : EXPANDED_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !sidebar.mobileOpened },
      }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={sidebar.mobileOpened}
              onClick={sidebar.toggleMobile}
              hiddenFrom="sm"
              size="sm"
              aria-label={sidebar.mobileOpened ? 'Cerrar menú' : 'Abrir menú'}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              visibleFrom="sm"
              onClick={sidebar.toggleDismissed}
              aria-label={sidebar.collapsed ? 'Expandir menú' : 'Contraer menú'}
            >
              {sidebar.collapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
            </ActionIcon>
            <Text component={Link} to={paths.dashboard} fw={800} fz={22} c="indigo.7" td="none">
              Vitrina
            </Text>
          </Group>
          <UserMenu agent={agent} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        {sidebar.linksDrawn && <Sidebar collapsed={sidebar.collapsed} mobile={sidebar.isMobile} onNavigate={sidebar.closeMobile} />}
      </AppShell.Navbar>
      <AppShell.Main pb="xl">
        <Outlet />
        {/* Room for the floating panels at the page's end, as tall as they are now. */}
        <div aria-hidden {...{ [PANELS_ROOM]: '' }} />
      </AppShell.Main>
      <FloatingPanels covered={sidebar.isMobile && sidebar.mobileOpened} />
      <HubSession agentId={agent.agentId} />
    </AppShell>
  );
}
