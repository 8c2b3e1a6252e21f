import { NavLink } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { isActive, type NavEntry } from './nav-items';

// Mantine's Tooltip (and its floating logic) is only needed in the collapsed sidebar: it loads
// then, not with every signed-in page; until it is there the icon link shows without its label.
const SidebarTooltip = lazy(() => import('./sidebar-tooltip').then((m) => ({ default: m.SidebarTooltip })));

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
    <Suspense fallback={link}>
      <SidebarTooltip label={entry.label}>{link}</SidebarTooltip>
    </Suspense>
  );
}
