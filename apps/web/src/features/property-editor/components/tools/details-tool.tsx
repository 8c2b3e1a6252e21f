import { Chip, Group, Paper, ScrollArea, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LoadError } from '../../../../components/load-error/load-error';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDetailCategoriesQuery, useDetailTypesQuery, type DetailType } from '../../api/catalogues';
import { useSetDetail } from '../../api/save-draft';
import { useSaveTracker } from '../../hooks/use-save-tracker';
import { RULES_CATEGORY, SERVICES_CATEGORY } from '../../lib/completion';
import { SAVE_ERROR } from './property-tool';
import { ToolHeader } from './tool-header';

export type DetailsMode = 'details' | 'services' | 'rules';
const DEBOUNCE_MS = 1000;

const modes: Record<DetailsMode, { title: string; description: string; saved: string; empty: string }> = {
  details: {
    title: 'Detalles',
    description: 'Activa los detalles que tiene la propiedad y escribe su valor.',
    saved: 'Detalle actualizado correctamente.',
    empty: 'No se han encontrado detalles en este momento',
  },
  services: {
    title: 'Servicios',
    description: 'Activa los servicios con los que cuenta la propiedad.',
    saved: 'Servicio actualizado correctamente.',
    empty: 'No se han encontrado servicios en este momento',
  },
  rules: {
    title: 'Normativas de la propiedad',
    description: 'Indica las normas que deben cumplir quienes vivan en la propiedad.',
    saved: 'Detalle actualizado correctamente.',
    empty: 'No se han encontrado detalles en este momento',
  },
};

function inMode(mode: DetailsMode, category: string): boolean {
  if (mode === 'services') return category === SERVICES_CATEGORY;
  if (mode === 'rules') return category === RULES_CATEGORY;
  return category !== SERVICES_CATEGORY && category !== RULES_CATEGORY;
}

interface RowProps {
  type: DetailType;
  saved: string | null;
  onSave: (type: string, value: string | null) => void;
  onWaiting: (type: string, waiting: boolean) => void;
}

/** A detail: the toggle enables the input; a changed value is saved after 1 s; clearing deletes it. */
function DetailRow({ type, saved, onSave, onWaiting }: RowProps) {
  const [enabled, setEnabled] = useState(saved !== null);
  const [value, setValue] = useState(saved ?? '');
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

  const schedule = (next: string) => {
    window.clearTimeout(timer.current);
    pending.current = null;
    const trimmed = next.trim();
    const wanted = trimmed === '' ? null : trimmed;
    if (wanted === saved) return onWaiting(type.type, false);
    onWaiting(type.type, true);
    pending.current = () => {
      pending.current = null;
      onWaiting(type.type, false);
      onSave(type.type, wanted);
    };
    timer.current = window.setTimeout(() => pending.current?.(), wanted === null ? 0 : DEBOUNCE_MS);
  };

  return (
    <Group gap="sm" wrap="nowrap" py={6}>
      <Switch
        checked={enabled}
        aria-label={type.name}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          setEnabled(on);
          if (!on) {
            setValue('');
            if (saved !== null) schedule('');
            else window.clearTimeout(timer.current);
          }
        }}
      />
      <Text size="sm" style={{ flex: '1 1 40%' }}>
        {type.name}
      </Text>
      <TextInput
        style={{ flex: '1 1 60%' }}
        aria-label={`Valor de ${type.name}`}
        placeholder={enabled ? 'Escribe un valor' : ''}
        disabled={!enabled}
        value={value}
        maxLength={200}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          schedule(e.currentTarget.value);
        }}
      />
    </Group>
  );
}

/** 'Detalles', 'Servicios' and 'Normas': rows of detail types with a toggle and a value. */
export function DetailsTool({ draft, mode }: { draft: PropertyDraft; mode: DetailsMode }) {
  const categories = useDetailCategoriesQuery();
  const types = useDetailTypesQuery();
  const save = useSetDetail(draft.propertyDraftId);
  const { track, setWaiting } = useSaveTracker();
  const [category, setCategory] = useState('all');
  const text = modes[mode];

  const savedValues = useMemo(
    () => new Map(draft.details.map((d) => [d.propertyDetailType.type, d.value])),
    [draft.details],
  );
  const chips = (categories.data ?? []).filter((c) => inMode('details', c.name));
  const rows = (types.data ?? []).filter(
    (t) =>
      inMode(mode, t.propertyDetailCategory.name) &&
      (mode !== 'details' || category === 'all' || String(t.propertyDetailCategory.propertyDetailCategoryId) === category),
  );

  const onSave = (type: string, value: string | null) =>
    track(`detail-${type}`, () => save.mutateAsync({ type, value })).then(
      () => notifySuccess(text.saved),
      () => notifyError(SAVE_ERROR),
    );

  const failed = categories.isError || types.isError;
  return (
    <Stack gap="lg">
      <ToolHeader title={text.title} description={text.description} />
      {categories.isPending || types.isPending ? (
        <Stack aria-busy="true" aria-label="Cargando detalles">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Stack>
      ) : failed ? (
        <LoadError
          onRetry={() => Promise.all([categories.refetch(), types.refetch()])}
          retrying={categories.isFetching || types.isFetching}
        />
      ) : (
        <>
          {mode === 'details' && (
            <Chip.Group value={category} onChange={(v) => setCategory(String(v))}>
              <Group gap="xs" aria-label="Categorías">
                <Chip value="all">Todos</Chip>
                {chips.map((c) => (
                  <Chip key={c.propertyDetailCategoryId} value={String(c.propertyDetailCategoryId)}>
                    {c.name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
          {rows.length === 0 ? (
            <Text c="dimmed">{text.empty}</Text>
          ) : (
            <Paper withBorder p="sm">
              <ScrollArea.Autosize mah={500} type="auto" offsetScrollbars>
                <Stack gap={0}>
                  {rows.map((type) => (
                    <DetailRow
                      key={type.type}
                      type={type}
                      saved={savedValues.get(type.type) ?? null}
                      onSave={onSave}
                      onWaiting={(key, waiting) => setWaiting(`detail-${key}`, waiting)}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
