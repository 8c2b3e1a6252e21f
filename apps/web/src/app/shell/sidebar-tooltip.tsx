import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/** The collapsed sidebar's label on hover: its own chunk, loaded only once the sidebar is collapsed (issue 15). */
export function SidebarTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} position="right" withArrow>
      {children}
    </Tooltip>
  );
}
