import { Center, Loader, Popover, TextInput } from '@mantine/core';
import { lazy, Suspense, useEffect, useId, useState, type FocusEvent } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import IconCalendar from '@tabler/icons-react/dist/esm/icons/IconCalendar.mjs';
import { dateCalendar } from './date-calendar-chunk';
import { dayjs, formatDay, isIsoDay, parseTypedDay, todayInCaracas } from '../lib/dates';

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', '' when empty, or the text typed when it is not a real day (so the form can say so). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  name?: string;
  error?: string;
  disabled?: boolean;
  /** 'YYYY-MM-DD': days before it are greyed in the calendar (a typed one still reaches the form). */
  minDate?: string;
  /** 'YYYY-MM-DD': days after it are greyed in the calendar. */
  maxDate?: string;
  /** The month the calendar opens on when the field is empty ('YYYY-MM-DD'); today in Caracas by default. */
  defaultMonth?: string;
  /** Open on the decade (years) first: for birth dates. */
  startWithYears?: boolean;
  autoFocus?: boolean;
}

const DateCalendar = lazy(() => dateCalendar.load().then((m) => ({ default: m.DateCalendar })));

function display(value: string): string {
  return isIsoDay(value) ? formatDay(value) : value;
}

/**
 * The one date field of the app: typed or picked as DD/MM/YYYY, a Spanish calendar starting on
 * Monday (the locale comes from DatesProvider), today as in Caracas. The form gets 'YYYY-MM-DD'.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  disabled,
  minDate,
  maxDate,
  defaultMonth,
  startWithYears,
  autoFocus,
}: DateFieldProps) {
  const [text, setText] = useState(() => display(value));
  const [opened, setOpened] = useState(false);
  const [month, setMonth] = useState<string>(() => (isIsoDay(value) ? value : (defaultMonth ?? todayInCaracas())));
  const [level, setLevel] = useState<'month' | 'year' | 'decade'>(startWithYears && !isIsoDay(value) ? 'decade' : 'month');
  const dropdownId = useId();
  const today = todayInCaracas();
  // The calendar loads once the field is on screen, after the form has painted.
  useEffect(() => {
    dateCalendar.load().catch(() => undefined);
  }, []);

  // The form may reset or load the value: show it unless it is what the agent is typing.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    const typed = parseTypedDay(text) ?? text.trim();
    if (typed !== value) setText(display(value));
    if (isIsoDay(value)) setMonth(value);
  }

  const open = () => {
    if (disabled || opened) return;
    setLevel(startWithYears && !isIsoDay(value) ? 'decade' : 'month');
    setOpened(true);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      trapFocus={false}
      returnFocus={false}
      withRoles={false}
      shadow="md"
      zIndex={1000}
      middlewares={{ flip: true, shift: { padding: 8 } }}
    >
      <Popover.Target>
        <TextInput
          label={label}
          name={name}
          value={text}
          placeholder="DD/MM/AAAA"
          inputMode="numeric"
          autoComplete="off"
          autoFocus={autoFocus}
          disabled={disabled}
          error={error}
          rightSection={<IconCalendar size={18} aria-hidden="true" />}
          rightSectionPointerEvents="none"
          // The date-picker combobox pattern: a typed field whose popup is the calendar dialog
          // (a plain textbox may not carry aria-expanded).
          role="combobox"
          aria-haspopup="dialog"
          aria-expanded={opened}
          aria-controls={opened ? dropdownId : undefined}
          data-mantine-stop-propagation={opened || undefined}
          onFocus={open}
          onClick={open}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && opened) {
              event.stopPropagation();
              setOpened(false);
            }
            if (event.key === 'ArrowDown' && !opened) open();
          }}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            const day = parseTypedDay(next);
            if (day) setMonth(day);
            // A whole day typed: the calendar steps aside so it covers nothing (the save button).
            if (day) setOpened(false);
            onChange(day ?? next.trim());
          }}
          onBlur={(event) => {
            setOpened(false);
            const day = parseTypedDay(text);
            if (day) setText(formatDay(day));
            onBlur?.(event);
          }}
        />
      </Popover.Target>
      <Popover.Dropdown
        id={dropdownId}
        role="dialog"
        aria-label={`Calendario: ${label}`}
        p="xs"
        onMouseDown={(event) => event.preventDefault()}
      >
        <Suspense
          fallback={
            <Center w={252} h={260}>
              <Loader size="sm" aria-label="Cargando calendario" />
            </Center>
          }
        >
          <DateCalendar
            value={isIsoDay(value) ? value : null}
            date={month}
            onDateChange={setMonth}
            level={level}
            onLevelChange={setLevel}
            minDate={minDate}
            maxDate={maxDate}
            getDayProps={(day) => ({ 'data-today': dayjs(day).format('YYYY-MM-DD') === today || undefined }) as never}
            onChange={(day) => {
              if (!day) return;
              const picked = dayjs(day).format('YYYY-MM-DD');
              setText(formatDay(picked));
              onChange(picked);
              setOpened(false);
            }}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}

export type FormDateFieldProps<T extends FieldValues, Out> = Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'error'> & {
  control: Control<T, unknown, Out>;
  /** A 'YYYY-MM-DD' field of the form. */
  name: FieldPath<T>;
  /** The day may be left out: an empty field holds `undefined` ("missing", not "not valid"). */
  optional?: boolean;
};

/** The app's date field bound to a react-hook-form field: its value, blur and error message. */
export function FormDateField<T extends FieldValues, Out = T>({ control, name, optional, ...props }: FormDateFieldProps<T, Out>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(value) => field.onChange(optional ? value || undefined : value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
