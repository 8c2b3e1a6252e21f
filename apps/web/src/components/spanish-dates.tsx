import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import '../lib/dates';

/**
 * Calendars in Spanish with weeks from Monday (lib/dates loads dayjs's 'es' locale and Caracas
 * time). Only signed-in pages have date fields, so it wraps them there and the sign-in page's
 * bundle carries neither dayjs nor @mantine/dates.
 */
export function SpanishDates({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
