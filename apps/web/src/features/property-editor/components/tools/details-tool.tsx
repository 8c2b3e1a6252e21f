import { Chip, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useMemo, useState } from 'react';
import { ListSkeleton, LoadError } from '../../../../components/load-error/load-error';
import { isApiError } from '../../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDetailCategoriesQuery, useDetailTypesQuery } from '../../../../lib/property-catalogues';
import { useSetDetail } from '../../api/save-draft';
import { useSaveTracker } from '../../hooks/use-save-tracker';
import { RULES_CATEGORY, SERVICES_CATEGORY } from '../../lib/completion';
import { DetailRow } from './detail-row';
import { ToolHeader } from './tool-header';
import { SAVE_ERROR, saveErrorMessage } from '../../lib/save-error';

export type DetailsMode = 'details' | 'services' | 'rules';

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
      () => {
        notifySuccess(text.saved);
        return null;
      },
      (error: unknown) => {
        // A value the server refuses (not a number, out of bounds...) is told on its field.
        const message = isApiError(error, 'VALIDATION_ERROR') ? (error.fields?.value ?? null) : null;
        if (!message) notifyError(saveErrorMessage(error, SAVE_ERROR));
        return message;
      },
    );

  const failed = categories.isError || types.isError;
  return (
    <Stack gap="lg">
      <ToolHeader title={text.title} description={text.description} />
      {categories.isPending || types.isPending ? (
        <ListSkeleton label="Cargando detalles" rows={5} height={40} gap="md" />
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
