import { Alert, Button, Group, Input, SegmentedControl, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { LoadError } from '../../../../components/load-error/load-error';
import { isApiError } from '../../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { usePropertyTypesQuery } from '../../api/catalogues';
import { useUpdateDraft } from '../../api/save-draft';
import { useSaveTracker } from '../../hooks/use-save-tracker';
import { formatPriceTyping, padPrice, priceToText } from '../../lib/price-input';
import { propertyBody, validatePropertyForm, type PropertyFormErrors, type PropertyFormValues } from '../../lib/property-form';
import { ToolHeader } from './tool-header';
import { useDelayedAction } from '../../../../lib/use-delayed-action';

const DescriptionEditor = lazy(() => import('../description-editor').then((m) => ({ default: m.DescriptionEditor })));

export const SAVE_ERROR = 'Algo ha salido mal. Por favor, vuelve a intentarlo.';

function visibleLength(html: string): number {
  const element = document.createElement('div');
  element.innerHTML = html;
  return (element.textContent ?? '').trim().length;
}

function initialValues(draft: PropertyDraft): PropertyFormValues {
  const description = draft.description ?? '';
  return {
    operationType: draft.operationType === 1 ? 1 : 2,
    propertyType: draft.propertyType ? String(draft.propertyType.propertyTypeId) : null,
    price: priceToText(draft.price),
    code: draft.code ?? '',
    description,
    descriptionLength: visibleLength(description),
  };
}

interface PropertyToolProps {
  draft: PropertyDraft;
  /** Called 2 s after a successful save: the editor opens Ambientes. */
  onSaved: () => void;
}

/** Spec 3 leaves it open: the Propiedad fields save 1000 ms after the last change, like detail text. */
export const PROPERTY_DEBOUNCE_MS = 1000;
export const PROPERTY_SAVED = 'Propiedad actualizada correctamente.';
const TOAST = { id: 'tool-property' };

/**
 * 'Propiedad': operation, type, price in USD, code and description. Valid changes save by
 * themselves 1000 ms after the last one; the editor flushes them before leaving the tool.
 */
export function PropertyTool({ draft, onSaved }: PropertyToolProps) {
  const types = usePropertyTypesQuery();
  const update = useUpdateDraft(draft.propertyDraftId);
  const { track, setWaiting, registerFlush } = useSaveTracker();
  const [values, setValues] = useState(() => initialValues(draft));
  const [errors, setErrors] = useState<PropertyFormErrors>({});
  const [saved, setSaved] = useState(false);
  const delayed = useDelayedAction();
  const autosave = useRef<number | undefined>(undefined);
  /** The latest values, and how many changes were made / are saved (a change during a save is kept). */
  const latest = useRef(values);
  const version = useRef(0);
  const savedVersion = useRef(0);
  const inflight = useRef<Promise<boolean> | null>(null);

  /** Saves the latest values if they changed and are valid; true when nothing is left unsaved. */
  const { mutateAsync } = update;
  const saveLatest = useCallback(async (showErrors: boolean): Promise<boolean> => {
    window.clearTimeout(autosave.current);
    if (inflight.current) await inflight.current;
    const at = version.current;
    if (at === savedVersion.current) {
      setWaiting('property', false);
      return true;
    }
    const current = latest.current;
    const found = validatePropertyForm(current);
    if (Object.values(found).some(Boolean)) {
      if (showErrors) setErrors(found);
      return false;
    }
    const run = track('property', () => mutateAsync(propertyBody(current))).then(
      () => {
        savedVersion.current = Math.max(savedVersion.current, at);
        if (version.current === savedVersion.current) setWaiting('property', false);
        return true;
      },
      (error: unknown) => {
        if (isApiError(error, 'VALIDATION_ERROR') && error.fields) setErrors(error.fields as PropertyFormErrors);
        else notifyError(SAVE_ERROR, TOAST);
        return false;
      },
    );
    inflight.current = run;
    try {
      return await run;
    } finally {
      if (inflight.current === run) inflight.current = null;
    }
  }, [track, setWaiting, mutateAsync]);

  useEffect(
    () =>
      registerFlush('property', {
        label: 'Propiedad',
        flush: () => saveLatest(true),
      }),
    [registerFlush, saveLatest],
  );

  useEffect(
    () => () => {
      // Leaving the tool some other way (browser back): save what is valid.
      // What cannot be saved was discarded by the agent ('Salir sin guardar'): no warning is left behind.
      if (version.current !== savedVersion.current) void saveLatest(false).then((ok) => ok || setWaiting('property', false));
      else setWaiting('property', false);
    },
    [setWaiting, saveLatest],
  );

  const changed = (next: PropertyFormValues) => {
    latest.current = next;
    version.current += 1;
    setSaved(false);
    setWaiting('property', true);
    window.clearTimeout(autosave.current);
    autosave.current = window.setTimeout(() => {
      autosave.current = undefined;
      void saveLatest(false).then((ok) => {
        if (ok && version.current === savedVersion.current) notifySuccess(PROPERTY_SAVED, TOAST);
      });
    }, PROPERTY_DEBOUNCE_MS);
  };

  const set = <K extends keyof PropertyFormValues>(key: K, value: PropertyFormValues[K]) => {
    const next = { ...latest.current, [key]: value };
    setValues(next);
    changed(next);
    setErrors((current) => (current[key as keyof PropertyFormErrors] ? { ...current, [key]: undefined } : current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePropertyForm(latest.current);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    window.clearTimeout(autosave.current);
    // 'Guardar cambios' saves even when nothing changed, as before.
    if (version.current === savedVersion.current) version.current += 1;
    if (await saveLatest(true)) {
      setSaved(true);
      delayed.schedule(onSaved, 2000);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Propiedad">
      <Stack gap="lg">
      <ToolHeader title="Propiedad" description="Cuéntanos qué ofreces: el tipo de propiedad, la operación y su precio." />
      <Input.Wrapper label="Tipo de operación">
        <SegmentedControl
          fullWidth
          mt={4}
          data={[
            { value: '2', label: 'Venta' },
            { value: '1', label: 'Alquiler' },
          ]}
          value={String(values.operationType)}
          onChange={(v) => set('operationType', v === '1' ? 1 : 2)}
        />
      </Input.Wrapper>
      {types.isPending ? (
        <Skeleton height={60} />
      ) : types.isError ? (
        <LoadError onRetry={() => types.refetch()} retrying={types.isFetching} />
      ) : (
        <Select
          label="Tipo de propiedad"
          placeholder="Busca y elige un tipo"
          searchable
          withAsterisk
          nothingFoundMessage="Sin resultados"
          data={types.data.map((t) => ({ value: String(t.propertyTypeId), label: t.name }))}
          value={values.propertyType}
          onChange={(v) => set('propertyType', v)}
          error={errors.propertyType}
        />
      )}
      <TextInput
        label="Precio (USD)"
        withAsterisk
        inputMode="decimal"
        placeholder="0.00"
        leftSection={<Text size="sm">$</Text>}
        value={values.price}
        onChange={(e) => set('price', formatPriceTyping(e.currentTarget.value))}
        onBlur={() => {
          const padded = padPrice(latest.current.price);
          latest.current = { ...latest.current, price: padded };
          setValues(latest.current);
        }}
        error={errors.price}
        maxLength={20}
      />
      <TextInput
        label="Código inmobiliario"
        description="Opcional"
        value={values.code}
        onChange={(e) => set('code', e.currentTarget.value)}
        error={errors.code}
        maxLength={30}
      />
      <Input.Wrapper label="Descripción" error={errors.description} id="property-description">
        <Suspense fallback={<Skeleton height={210} />}>
          <DescriptionEditor
            initialHtml={values.description}
            invalid={Boolean(errors.description)}
            describedBy={errors.description ? 'property-description-error' : undefined}
            onChange={(html, length) => {
              const next = { ...latest.current, description: html, descriptionLength: length };
              setValues(next);
              changed(next);
              setErrors((current) => (current.description ? { ...current, description: undefined } : current));
            }}
          />
        </Suspense>
        <Text size="xs" c="dimmed" ta="right" mt={4}>
          {values.descriptionLength} / 6000
        </Text>
      </Input.Wrapper>
      {saved && (
        <Alert color="teal" title="¡Cambios guardados correctamente!" role="status">
          Propiedad actualizada correctamente.
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={update.isPending}>
          Guardar cambios
        </Button>
      </Group>
      </Stack>
    </form>
  );
}
