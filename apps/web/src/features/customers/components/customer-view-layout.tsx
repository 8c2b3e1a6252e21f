import type { ReactNode } from 'react';
import classes from './customer-view-layout.module.css';

/** Three columns on wide screens (≥1280 px), two from 1024 px, one below. */
export function CustomerViewLayout({ left, centre, right }: { left: ReactNode; centre: ReactNode; right?: ReactNode }) {
  return (
    <div className={classes.layout} data-columns>
      <div>{left}</div>
      <div>{centre}</div>
      {right && <div>{right}</div>}
    </div>
  );
}
