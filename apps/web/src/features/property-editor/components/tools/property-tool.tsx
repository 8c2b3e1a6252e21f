import { zodResolver } from '@hookform/resolvers/zod';
import { DESCRIPTION_MAX } from '@vitrina/contract/enums/property';
import { Alert, Button, Group, Input, SegmentedControl, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import {
  propertyFormSchema,
  type PropertyDraft,
  type PropertyFormValues,
  type UpdateDraftBody,
} from '@vitrina/contract/schemas/property-draft';
import { Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type PathValue, type Resolver } from 'react-hook-form';
import { LoadError } from '../../../../components/load-error/load-error';
import { isApiError } from '../../../../lib/api-client';
import { notifyError } from '../../../../lib/notify';
import { applyServerFieldErrors } from '../../../../lib/server-field-errors';
import { useDelayedAction } from '../../../../lib/use-delayed-action';
import { visibleLength } from '../../../../lib/visible-length';
import { usePropertyTypesQuery } from '../../../../lib/property-catalogues';
import { useUpdateDraft } from '../../api/save-draft';
import { useSaveTracker } from '../../hooks/use-save-tracker';
import { formatPriceTyping, padPrice, priceToText } from '../../lib/price-input';
import { DescriptionEditor } from '../description-editor';
import { ToolHeader } from './tool-header';
import { SAVE_ERROR, saveErrorMessage } from '../../lib/save-error';

/** The form's fields that show a message (the server's `fields` may name these). */
const FIELDS = ['propertyType', 'price', 'code', 'description'] as const;

/** The contract's rules of the form; what they answer is the body of PUT /property-drafts/{id}. */
const resolver: Resolver<PropertyFormValues, unknown, UpdateDraftBody> = zodResolver(propertyFormSchema);

function initialValues(draft: PropertyDraft): PropertyFormValues {
  const description = draft.description ?? '';
  return {
    operationType: draft.operationType === 1 ? 1 : 2,
    propertyType: draft.propertyType?.propertyTypeId ?? null,
    price: priceToText(draft.price),
    code: draft.code ?? '',
    description: { html: description, length: visibleLength(description) },
  };
}

/** The body for these values, or null when the contract's rules refuse them (nothing is shown). */
async function bodyOf(values: PropertyFormValues): Promise<UpdateDraftBody | null> {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.keys(result.errors).length ? null : (result.values as UpdateDraftBody);
}

interface PropertyToolProps {
  draft: PropertyDraft;
  /** Called 2 s after a successful save: the editor opens Ambientes. */
  onSaved: () => void;
}

export const PROPERTY_SAVED = 'Propiedad actualizada correctamente.';
const TOAST = { id: 'tool-property' };

/**
 * 'Propiedad': operation, type, price in USD, code and description, on react-hook-form with the
 * contract's `propertyFormSchema`. A form with rules saves with its button, 'Guardar cambios' (the
 * header says 'Sin guardar' until then); the editor saves what is valid before leaving the tool.
 */
export function PropertyTool({ draft, onSaved }: PropertyToolProps) {
  const types = usePropertyTypesQuery();
  const update = useUpdateDraft(draft.propertyDraftId);
  const { track, setUnsaved, registerFlush } = useSaveTracker();
  const { control, setValue, getValues, trigger, setError, clearErrors, formState } = useForm<PropertyFormValues, unknown, UpdateDraftBody>({
    defaultValues: initialValues(draft),
    resolver,
    // As before the form moved to react-hook-form: the messages show, the focus stays where it is.
    shouldFocusError: false,
  });
  const values = useWatch({ control }) as PropertyFormValues;
  const errors = formState.errors;
  const [saved, setSaved] = useState(false);
  const delayed = useDelayedAction();
  /** How many changes were made / are saved (a change during a save is kept). */
  const version = useRef(0);
  const savedVersion = useRef(0);
  const inflight = useRef<Promise<boolean> | null>(null);

  /** Saves the latest values if they changed and are valid; true when nothing is left unsaved. */
  const { mutateAsync } = update;
  const saveLatest = useCallback(async (showErrors: boolean): Promise<boolean> => {
    if (inflight.current) await inflight.current;
    const at = version.current;
    if (at === savedVersion.current) {
      setUnsaved('property', false);
      return true;
    }
    const body = await bodyOf(getValues());
    if (!body) {
      if (showErrors) await trigger();
      return false;
    }
    const run = track('property', () => mutateAsync(body)).then(
      () => {
        savedVersion.current = Math.max(savedVersion.current, at);
        if (version.current === savedVersion.current) setUnsaved('property', false);
        return true;
      },
      (error: unknown) => {
        if (isApiError(error, 'VALIDATION_ERROR') && error.fields) {
          clearErrors();
          applyServerFieldErrors(error, setError, FIELDS);
        } else notifyError(saveErrorMessage(error, SAVE_ERROR), TOAST);
        return false;
      },
    );
    inflight.current = run;
    try {
      return await run;
    } finally {
      if (inflight.current === run) inflight.current = null;
    }
  }, [track, setUnsaved, mutateAsync, getValues, trigger, clearErrors, setError]);

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
      if (version.current !== savedVersion.current) void saveLatest(false).then((ok) => ok || setUnsaved('property', false));
      else setUnsaved('property', false);
    },
    [setUnsaved, saveLatest],
  );

  /** A field changed: its message goes, and the change waits for 'Guardar cambios'. */
  const set = <K extends keyof PropertyFormValues>(key: K, value: PropertyFormValues[K]) => {
    setValue(key, value as PathValue<PropertyFormValues, K>);
    clearErrors(key);
    version.current += 1;
    setSaved(false);
    setUnsaved('property', true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await trigger())) return;
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
          value={values.propertyType === null ? null : String(values.propertyType)}
          onChange={(v) => set('propertyType', v ? Number(v) : null)}
          error={errors.propertyType?.message}
        />
      )}
      <TextInput
        label="Precio (USD)"
        withAsterisk
        inputMode="decimal"
        placeholder="0"
        leftSection={<Text size="sm">USD</Text>}
        leftSectionWidth={48}
        value={values.price}
        onChange={(e) => set('price', formatPriceTyping(e.currentTarget.value))}
        onBlur={() => setValue('price', padPrice(getValues('price')))}
        error={errors.price?.message}
        maxLength={20}
      />
      <TextInput
        label="Código inmobiliario"
        description="Opcional"
        value={values.code}
        onChange={(e) => set('code', e.currentTarget.value)}
        error={errors.code?.message}
        maxLength={30}
      />
      <Input.Wrapper label="Descripción" error={errors.description?.message} id="property-description">
        <Suspense fallback={<Skeleton height={210} />}>
          <DescriptionEditor
            initialHtml={values.description.html}
            invalid={Boolean(errors.description)}
            describedBy={errors.description ? 'property-description-error' : undefined}
            onChange={(html, length) => set('description', { html, length })}
          />
        </Suspense>
        <Text size="xs" c="dimmed" ta="right" mt={4}>
          {values.description.length} / {DESCRIPTION_MAX}
        </Text>
      </Input.Wrapper>
      {saved && (
        <Alert color="teal" title="¡Cambios guardados correctamente!" role="status">
          {PROPERTY_SAVED}
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
