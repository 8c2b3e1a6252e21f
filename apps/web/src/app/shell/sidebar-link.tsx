import { NavLink, Tooltip } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isActive, type NavEntry } from './nav-items';

interface SidebarLinkProps {
  entry: NavEntry & { to: string };
  collapsed: boolean;
  onNavigate?: () => void;
}

/** A single-item group: a direct link (icon only with a tooltip when collapsed). */
export function SidebarLink({ entry, collapsed, onNavigate }: SidebarLinkProps) {
  const { pathname, search } = useLocation();
  const Icon = entry.icon;
  const link = (
    <NavLink
      component={Link}
      to={entry.to}
      label={collapsed ? undefined : entry.label}
      aria-label={collapsed ? entry.label : undefined}
      leftSection={<Icon size={20} stroke={1.7} aria-hidden />}
      active={isActive(entry.to, pathname, search)}
      onClick={onNavigate}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
  if (!collapsed) return link;
  return (
    <Tooltip label={entry.label} position="right" withArrow>
      {link}
    </Tooltip>
  );
}
