import '@mantine/core/styles/NumberInput.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, NumberInput, Select, Switch, Text, TextInput } from '@mantine/core';
import { detailValueFormSchema } from '@vitrina/contract/schemas/property-draft';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { DetailType } from '../../../../lib/property-catalogues';
import { detailNumber } from '../../lib/detail-value';

const DEBOUNCE_MS = 1000;

interface RowProps {
  type: DetailType;
  saved: string | null;
  /** Saves (or, with null, removes) the value; answers the message to show on the field, if any. */
  onSave: (type: string, value: string | null) => Promise<string | null>;
  onWaiting: (type: string, waiting: boolean) => void;
}

/** A row's form: what the input holds; the contract's rule answers it trimmed, or null when blank. */
type DetailForm = { value: string };
const detailResolver: Resolver<DetailForm, unknown, { value: string | null }> = zodResolver(detailValueFormSchema);

/** What the input shows at first: a number input shows only a plain number (older free text is dropped from it). */
function initialValue(kind: DetailType['kind'], saved: string | null): string {
  if (saved === null) return '';
  if (kind === 'number') {
    const n = detailNumber(saved);
    return n === null ? '' : String(n).replace('.', ',');
  }
  return saved;
}

/** A number is sent with a dot and without thousands ('1.200,5' → '1200.5'). */
function toSaved(kind: DetailType['kind'], value: string): string {
  return kind === 'number' ? value.replace(/\./g, '').replace(',', '.') : value;
}

/** The value to save from what the input holds: nothing typed removes the detail. */
function wantedValue(kind: DetailType['kind'], input: string): string | null {
  const trimmed = input.trim();
  return trimmed === '' ? null : toSaved(kind, trimmed);
}

/**
 * A detail, entered by its kind: a yes/no detail is its switch alone (saved at once, removed when
 * off); a number, a choice or a text is enabled by the switch, a choice is saved when picked and a
 * typed value after 1 s; clearing the value removes the detail.
 */
export function DetailRow({ type, saved, onSave, onWaiting }: RowProps) {
  const kind = type.kind ?? 'text';
  const [enabled, setEnabled] = useState(saved !== null);
  const { control, setValue, setError, clearErrors, handleSubmit, formState } = useForm<DetailForm, unknown, { value: string | null }>({
    defaultValues: { value: initialValue(kind, saved) },
    resolver: detailResolver,
    shouldFocusError: false,
  });
  const value = useWatch({ control, name: 'value' });
  const error = formState.errors.value?.message ?? null;
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<(() => void) | null>(null);

  // Leaving the tool before the pause ends must not lose what was typed: save it right away.
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      pending.current?.();
    },
    [],
  );

  /** Saves (null: removes) the value; the server's message, if any, goes on the field. */
  const save = (wanted: string | null) => {
    onSave(type.type, wanted).then((message) => (message ? setError('value', { type: 'server', message }) : clearErrors('value')));
  };

  /** Saves what the input holds once the contract's rule takes it (else its message shows). */
  const commit = () => handleSubmit(({ value: checked }) => save(checked === null ? null : toSaved(kind, checked)))();

  const schedule = (next: string, delay = DEBOUNCE_MS) => {
    window.clearTimeout(timer.current);
    pending.current = null;
    const wanted = wantedValue(kind, next);
    if (wanted === saved) {
      clearErrors('value');
      return onWaiting(type.type, false);
    }
    onWaiting(type.type, true);
    pending.current = () => {
      pending.current = null;
      onWaiting(type.type, false);
      void commit();
    };
    timer.current = window.setTimeout(() => pending.current?.(), wanted === null ? 0 : delay);
  };

  const toggle = (on: boolean) => {
    setEnabled(on);
    clearErrors('value');
    if (kind === 'boolean') {
      window.clearTimeout(timer.current);
      pending.current = null;
      if (on !== (saved !== null)) save(on ? 'true' : null);
      return;
    }
    if (!on) {
      setValue('value', '');
      if (saved !== null) schedule('');
      else {
        window.clearTimeout(timer.current);
        pending.current = null;
        onWaiting(type.type, false);
      }
    }
  };

  const label = `Valor de ${type.name}`;
  let input: ReactNode = null;
  if (kind === 'number') {
    input = (
      <NumberInput
        style={{ flex: '1 1 60%' }}
        aria-label={label}
        placeholder={enabled ? 'Escribe un número' : ''}
        disabled={!enabled}
        value={value}
        decimalSeparator=","
        // A year or a floor is never grouped ('2015', not '2.015'); areas and amounts are.
        thousandSeparator={type.unit ? '.' : undefined}
        allowNegative={type.type === 'FLOOR'}
        decimalScale={2}
        hideControls
        rightSection={type.unit ? <Text size="sm" c="dimmed">{type.unit}</Text> : undefined}
        rightSectionWidth={type.unit ? Math.max(36, type.unit.length * 9 + 12) : undefined}
        rightSectionPointerEvents="none"
        error={error}
        onChange={(next) => {
          const text = typeof next === 'string' ? next : String(next).replace('.', ',');
          setValue('value', text);
          schedule(text);
        }}
      />
    );
  } else if (kind === 'choice') {
    input = (
      <Select
        style={{ flex: '1 1 60%' }}
        aria-label={label}
        placeholder={enabled ? 'Elige' : ''}
        disabled={!enabled}
        data={type.options ?? []}
        value={value || null}
        clearable
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        error={error}
        onChange={(next) => {
          setValue('value', next ?? '');
          schedule(next ?? '', 0);
        }}
      />
    );
  } else if (kind === 'text') {
    input = (
      <TextInput
        style={{ flex: '1 1 60%' }}
        aria-label={label}
        placeholder={enabled ? 'Escribe un valor' : ''}
        disabled={!enabled}
        value={value}
        maxLength={200}
        error={error}
        onChange={(e) => {
          setValue('value', e.currentTarget.value);
          schedule(e.currentTarget.value);
        }}
      />
    );
  }

  return (
    <Group gap="sm" wrap="nowrap" py={6} align="flex-start">
      <Switch
        mt={kind === 'boolean' ? 0 : 8}
        checked={enabled}
        aria-label={type.name}
        onChange={(e) => toggle(e.currentTarget.checked)}
      />
      <Text size="sm" mt={kind === 'boolean' ? 0 : 8} style={{ flex: '1 1 40%' }}>
        {type.name}
      </Text>
      {input}
    </Group>
  );
}
