import { AppShell, Stack } from '@mantine/core';
import { bottomNav, mainNav, type NavEntry } from './nav-items';
import { SidebarGroup } from './sidebar-group';
import { SidebarLink } from './sidebar-link';

interface SidebarProps {
  collapsed: boolean;
  mobile: boolean;
  onNavigate: () => void;
}

function Entry({ entry, collapsed, mobile, onNavigate }: SidebarProps & { entry: NavEntry }) {
  if (entry.items) {
    return (
      <SidebarGroup entry={{ ...entry, items: entry.items }} collapsed={collapsed} mobile={mobile} onNavigate={onNavigate} />
    );
  }
  return <SidebarLink entry={{ ...entry, to: entry.to ?? '/' }} collapsed={collapsed} onNavigate={onNavigate} />;
}

/** Main groups at the top, Vinculación and Ajustes at the bottom. */
export function Sidebar(props: SidebarProps) {
  // In the mobile drawer every label is shown.
  const collapsed = props.mobile ? false : props.collapsed;
  return (
    <>
      <AppShell.Section grow component="nav" aria-label="Menú principal">
        <Stack gap={4}>
          {mainNav.map((entry) => (
            <Entry key={entry.label} entry={entry} {...props} collapsed={collapsed} />
          ))}
        </Stack>
      </AppShell.Section>
      <AppShell.Section component="nav" aria-label="Configuración">
        <Stack gap={4}>
          {bottomNav.map((entry) => (
            <Entry key={entry.label} entry={entry} {...props} collapsed={collapsed} />
          ))}
        </Stack>
      </AppShell.Section>
    </>
  );
}
