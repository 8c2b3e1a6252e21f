import { Menu, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { IconChevronRight } from '../../components/icons';
import { isActive, type NavEntry, type NavLeaf } from './nav-items';

interface SidebarGroupProps {
  entry: NavEntry & { items: NavLeaf[] };
  collapsed: boolean;
  /** Mobile drawer: the group expands on tap instead of opening a flyout. */
  mobile: boolean;
  onNavigate?: () => void;
}

export const MENU_CLOSE_DELAY = 300;

/** A group with several items: flyout on hover on desktop, expands on tap on mobile. */
export function SidebarGroup({ entry, collapsed, mobile, onNavigate }: SidebarGroupProps) {
  const { pathname, search } = useLocation();
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

  return (
    <Menu trigger="click-hover" openDelay={50} closeDelay={MENU_CLOSE_DELAY} position="right-start" offset={8} withinPortal hideDetached={false}>
      <Menu.Target>
        <NavLink
          component="button"
          label={collapsed ? undefined : entry.label}
          aria-label={collapsed ? entry.label : undefined}
          leftSection={icon}
          rightSection={collapsed ? undefined : <IconChevronRight size={16} aria-hidden />}
          active={groupActive}
          variant="light"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{entry.label}</Menu.Label>
        {entry.items.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
