import { Alert, Button, Group, Input, SegmentedControl, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { LoadError } from '../../../../components/load-error/load-error';
import { isApiError } from '../../../../lib/api-client';
import { notifyError } from '../../../../lib/notify';
import { usePropertyTypesQuery } from '../../api/catalogues';
import { useUpdateDraft } from '../../api/save-draft';
import { useSaveTracker } from '../../hooks/use-save-tracker';
import { formatPriceTyping, padPrice, priceToText } from '../../lib/price-input';
import { propertyBody, validatePropertyForm, type PropertyFormErrors, type PropertyFormValues } from '../../lib/property-form';
import { ToolHeader } from './tool-header';

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

/** 'Propiedad': operation, type, price in USD, code and description. */
export function PropertyTool({ draft, onSaved }: PropertyToolProps) {
  const types = usePropertyTypesQuery();
  const update = useUpdateDraft(draft.propertyDraftId);
  const { track } = useSaveTracker();
  const [values, setValues] = useState(() => initialValues(draft));
  const [errors, setErrors] = useState<PropertyFormErrors>({});
  const [saved, setSaved] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const set = <K extends keyof PropertyFormValues>(key: K, value: PropertyFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setSaved(false);
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePropertyForm(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await track('property', () => update.mutateAsync(propertyBody(values)));
      setSaved(true);
      timer.current = window.setTimeout(onSaved, 2000);
    } catch (error) {
      if (isApiError(error, 'VALIDATION_ERROR') && error.fields) {
        setErrors(error.fields as PropertyFormErrors);
      } else {
        notifyError(SAVE_ERROR);
      }
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
        onBlur={() => setValues((current) => ({ ...current, price: padPrice(current.price) }))}
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
              setValues((current) => ({ ...current, description: html, descriptionLength: length }));
              setSaved(false);
              if (errors.description) setErrors((current) => ({ ...current, description: undefined }));
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
