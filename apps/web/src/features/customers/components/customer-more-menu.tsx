import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { IconArchive, IconRefresh } from './icons';

/**
 * The customer view's 'Más' menu ('Archivar' or 'Activar'): its own chunk, loaded when its button
 * is pointed at, focused or touched (lib/use-menu-on-demand.ts), not with the page.
 */
export function CustomerMoreMenu({
  target,
  opened,
  onChange,
  archived,
  onStatus,
}: {
  /** The 'Más' button, drawn by the page before this chunk is there. */
  target: ReactElement;
  /** Whether it is open: at first, whether the button was pressed before the menu loaded. */
  opened: boolean;
  onChange: (opened: boolean) => void;
  archived: boolean;
  onStatus: () => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={archived ? <IconRefresh size={16} /> : <IconArchive size={16} />} onClick={onStatus}>
          {archived ? 'Activar' : 'Archivar'}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
