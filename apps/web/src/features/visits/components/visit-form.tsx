import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { EventCreateBody } from '@vitrina/contract/schemas/event';
import { useImperativeHandle, useRef, type ReactNode, type RefObject } from 'react';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { FormDateField } from '../../../components/date-field';
import { statusOptions } from '../lib/visit-status';
import { visitFormDiffers, visitFormSchema, type VisitFormValues } from '../lib/visit-form-schema';
import type { PickerOption } from './search-picker';
import { CustomerPicker, ListingPicker } from './visit-pickers';
import { SubmitRow } from '../../../components/submit-row';

interface VisitFormProps {
  initial: VisitFormValues;
  /** Names of the customer and listing the form opens with. */
  knownCustomer?: PickerOption | null;
  knownListing?: PickerOption | null;
  /** The customer is given by the page (the customer view): it cannot be changed. */
  customerLocked?: boolean;
  submitLabel: string;
  sendingLabel: string;
  /** Saves; may put the server's messages under the fields with `setError`. */
  onSubmit: (body: EventCreateBody, setError: UseFormSetError<VisitFormValues>) => Promise<void>;
  /** Above the fields: the form's banner and warnings. */
  header?: ReactNode;
  /** Left of 'Cancelar': deleting an existing visit. */
  extraAction?: ReactNode;
  done: boolean;
  onCancel: () => void;
  /** Filled with a check telling whether what is on screen differs from `initial`. */
  dirtyCheck: RefObject<(() => boolean) | null>;
}

/** The fields of a visit: customer, listing, day, start and end time, place, status and note. */
export function VisitForm(props: VisitFormProps) {
  const { initial, submitLabel, sendingLabel, done, onCancel, dirtyCheck } = props;
  const { register, handleSubmit, formState, control, getValues, setValue, setError } = useForm<VisitFormValues, unknown, EventCreateBody>({
    defaultValues: initial,
    resolver: zodResolver(visitFormSchema) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const errors = formState.errors;
  useImperativeHandle(dirtyCheck, () => () => visitFormDiffers(getValues(), initial), [getValues, initial]);
  // The place the last chosen listing filled in: replaced by the next listing's, unless the agent typed another.
  const prefilled = useRef(initial.place);
  const busy = formState.isSubmitting || done;

  return (
    <form onSubmit={handleSubmit((body) => props.onSubmit(body, setError))} noValidate>
      <Stack gap="md">
        {props.header}
        <Controller
          control={control}
          name="tenantId"
          render={({ field }) => (
            <CustomerPicker
              value={field.value}
              onChange={field.onChange}
              known={props.knownCustomer}
              error={errors.tenantId?.message}
              disabled={busy || props.customerLocked}
            />
          )}
        />
        <Controller
          control={control}
          name="propertyDraftId"
          render={({ field }) => (
            <ListingPicker
              value={field.value}
              onChange={(choice) => {
                field.onChange(choice?.propertyDraftId ?? null);
                const place = getValues('place');
                if (choice?.address && (place.trim() === '' || place === prefilled.current)) {
                  setValue('place', choice.address, { shouldDirty: true });
                  prefilled.current = choice.address;
                }
              }}
              known={props.knownListing}
              error={errors.propertyDraftId?.message}
              disabled={busy}
            />
          )}
        />
        <FormDateField control={control} name="date" label="Fecha" disabled={busy} />
        <SimpleGrid cols={2} spacing="sm">
          <TimeInput label="Hora de inicio" {...register('startTime')} error={errors.startTime?.message} disabled={busy} />
          <TimeInput label="Hora de fin" {...register('endTime')} error={errors.endTime?.message} disabled={busy} />
        </SimpleGrid>
        <TextInput label="Lugar" {...register('place')} error={errors.place?.message} disabled={busy} />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Select
              label="Estado"
              data={statusOptions}
              value={String(field.value)}
              onChange={(v) => v && field.onChange(Number(v))}
              allowDeselect={false}
              error={errors.status?.message}
              disabled={busy}
              comboboxProps={{ withinPortal: true, zIndex: 1000 }}
            />
          )}
        />
        <Textarea label="Nota" rows={3} {...register('note')} error={errors.note?.message} disabled={busy} />
        <SubmitRow loading={formState.isSubmitting} disabled={done} onCancel={onCancel} start={props.extraAction ?? null}>
          {formState.isSubmitting ? sendingLabel : submitLabel}
        </SubmitRow>
      </Stack>
    </form>
  );
}
