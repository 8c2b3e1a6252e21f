import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { IconChevronRight } from '../../components/icons';
import { useMenuOnDemand } from '../../lib/use-menu-on-demand';
import { shellMenus } from './shell-menus-loader';
import { isActive, type NavEntry, type NavLeaf } from './nav-items';

interface SidebarGroupProps {
  entry: NavEntry & { items: NavLeaf[] };
  collapsed: boolean;
  /** Mobile drawer: the group expands on tap instead of opening a flyout. */
  mobile: boolean;
  onNavigate?: () => void;
}

/** A group with several items: flyout on hover on desktop (shell-menus.tsx, on demand), expands on tap on mobile. */
export function SidebarGroup({ entry, collapsed, mobile, onNavigate }: SidebarGroupProps) {
  const { pathname, search } = useLocation();
  const { loaded: menus, menuProps, targetProps } = useMenuOnDemand(shellMenus, true);
  const Icon = entry.icon;
  const groupActive = entry.items.some((item) => isActive(item.to, pathname, search));
  const icon = <Icon size={20} stroke={1.7} aria-hidden />;

  if (mobile) {
    return (
      <NavLink label={entry.label} leftSection={icon} active={groupActive} defaultOpened={groupActive} variant="light">
        {entry.items.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={isActive(item.to, pathname, search)}
            onClick={onNavigate}
            variant="light"
          />
        ))}
      </NavLink>
    );
  }

  const target = (
    <NavLink
      {...targetProps}
      component="button"
      label={collapsed ? undefined : entry.label}
      aria-label={collapsed ? entry.label : undefined}
      leftSection={icon}
      rightSection={collapsed ? undefined : <IconChevronRight size={16} aria-hidden />}
      active={groupActive}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
  if (!menus) return target;
  return <menus.GroupFlyout label={entry.label} items={entry.items} target={target} {...menuProps} />;
}
