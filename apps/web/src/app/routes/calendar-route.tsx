// Mantine styles of the calendar page and of the visit form it opens.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { CalendarPage } from '../../features/visits/components/calendar-page';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /calendar, 'Agenda' in the sidebar (issue 12). */
export function CalendarRoute() {
  useDocumentTitle('Agenda');
  return <CalendarPage />;
}
