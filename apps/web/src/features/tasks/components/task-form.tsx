import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { taskPriorityLabels } from '@vitrina/contract/enums/task';
import type { TaskBody } from '@vitrina/contract/schemas/task';
import { useImperativeHandle, type RefObject } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { FormDateField } from '../../../components/date-field';
import { FormBanner, type Banner } from '../../../components/form-banner/form-banner';
import { todayInCaracas } from '../../../lib/dates';
import { useTaskTypesQuery } from '../api/task-types';
import { taskFormSchema, type TaskFormValues } from '../lib/task-form-schema';
import { SubmitRow } from '../../../components/submit-row';

const priorityOptions = Object.entries(taskPriorityLabels).map(([value, label]) => ({
  value,
  label: label.replace('Prioridad ', ''),
}));

interface TaskFormProps {
  initial: TaskFormValues;
  submitLabel: string;
  sendingLabel: string;
  onSubmit: (body: TaskBody) => Promise<void>;
  banner: Banner | null;
  onCancel?: () => void;
  /**
   * Filled with a check that tells, at the moment it is called, whether what is on screen differs
   * from `initial` (read from the form's store, so a key pressed right after typing sees it).
   */
  dirtyCheck?: RefObject<(() => boolean) | null>;
}

const FIELDS = ['taskTypeId', 'title', 'description', 'priority', 'dueDate'] as const;

/** Whether the agent changed anything from what the form opened with. */
function differs(values: TaskFormValues, initial: TaskFormValues): boolean {
  return FIELDS.some((name) => (values[name] ?? '') !== (initial[name] ?? ''));
}

/** The fields of a follow-up task: type, title, description, priority and due date. */
export function TaskForm({ initial, submitLabel, sendingLabel, onSubmit, banner, onCancel, dirtyCheck }: TaskFormProps) {
  const types = useTaskTypesQuery();
  const { register, handleSubmit, formState, setValue, control, getValues } = useForm<TaskFormValues, unknown, TaskBody>({
    defaultValues: initial,
    resolver: zodResolver(taskFormSchema) as never,
    // Checked on submit, then again on each change: an error never appears on blur, so the
    // field the agent is clicking on does not move under the pointer (issue 13 item 9).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const errors = formState.errors;
  useImperativeHandle(dirtyCheck, () => () => differs(getValues(), initial), [getValues, initial]);
  const [taskTypeId, priority] = useWatch({ control, name: ['taskTypeId', 'priority'] });
  const watched = { taskTypeId, priority };
  const select = (name: Path<TaskFormValues> & ('taskTypeId' | 'priority')) => ({
    value: watched[name] ? String(watched[name]) : null,
    onChange: (v: string | null) =>
      setValue(name, v ? Number(v) : null, { shouldValidate: formState.isSubmitted, shouldDirty: true, shouldTouch: true }),
    error: errors[name]?.message,
  });
  const busy = formState.isSubmitting;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <FormBanner banner={banner} />
        <Select
              {...select('taskTypeId')}
              label="Tipo de tarea"
              placeholder="Selecciona un tipo"
              data={(types.data ?? []).map((t) => ({ value: String(t.taskTypeId), label: t.name }))}
              disabled={busy}
              comboboxProps={{ withinPortal: true, zIndex: 1000 }}
            />
        <TextInput label="Título" {...register('title')} error={errors.title?.message} disabled={busy} />
        <Textarea
          label="Descripción"
          rows={4}
          {...register('description')}
          error={errors.description?.message}
          disabled={busy}
        />
        <Group grow align="flex-start">
          <Select
              {...select('priority')}
                label="Prioridad"
                data={priorityOptions}
                disabled={busy}
                comboboxProps={{ withinPortal: true, zIndex: 1000 }}
              />
          <FormDateField control={control} name="dueDate" label="Fecha de vencimiento" minDate={todayInCaracas()} disabled={busy} />
        </Group>
        <SubmitRow loading={formState.isSubmitting} onCancel={onCancel}>
          {formState.isSubmitting ? sendingLabel : submitLabel}
        </SubmitRow>
      </Stack>
    </form>
  );
}
