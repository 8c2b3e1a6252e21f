import { Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './customer-tabs-list.module.css';

interface CustomerTabsListProps<T extends string> {
  tabs: readonly T[];
  labels: Record<T, string>;
  /** The selected tab: scrolled into view when it is off the visible part of the line. */
  active: T;
}

/**
 * The customer view's tab list: one line that scrolls sideways when it is wider than the screen
 * (a phone), never a second row, never a label cut.
 */
export function CustomerTabsList<T extends string>({ tabs, labels, active }: CustomerTabsListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scroller.current;
    const tab = box?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!box || !tab) return;
    const left = tab.offsetLeft - box.scrollLeft;
    if (left < 0 || left + tab.offsetWidth > box.clientWidth) box.scrollLeft = tab.offsetLeft - 16;
  }, [active]);
  return (
    <div ref={scroller} className={classes.scroller}>
      <Tabs.List className={classes.list}>
        {tabs.map((t) => (
          <Tabs.Tab key={t} value={t} className={classes.tab}>
            {labels[t]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </div>
  );
}
