import '@mantine/dates/styles.css';
import { DatePicker, type DatePickerProps } from '@mantine/dates';

const ARIA_LABELS = {
  nextMonth: 'Mes siguiente',
  previousMonth: 'Mes anterior',
  nextYear: 'Año siguiente',
  previousYear: 'Año anterior',
  nextDecade: 'Década siguiente',
  previousDecade: 'Década anterior',
};

/**
 * DateField's calendar: @mantine/dates' DatePicker (~10 KB gzipped with its stylesheet), in its own
 * chunk so a form paints without it (issue 15). DateField loads it once a date field is on screen.
 */
export function DateCalendar(props: DatePickerProps) {
  return <DatePicker highlightToday ariaLabels={ARIA_LABELS} __preventFocus {...props} />;
}
