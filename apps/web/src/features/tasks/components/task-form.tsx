import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { taskPriorityLabels } from '@vitrina/contract/enums/task';
import type { TaskBody } from '@vitrina/contract/schemas/task';
import { useForm, type Path } from 'react-hook-form';
import { useTaskTypesQuery } from '../api/task-types';
import { taskFormSchema, type TaskFormValues } from '../lib/task-form-schema';

const priorityOptions = Object.entries(taskPriorityLabels).map(([value, label]) => ({
  value,
  label: label.replace('Prioridad ', ''),
}));

interface TaskFormProps {
  initial: TaskFormValues;
  submitLabel: string;
  sendingLabel: string;
  onSubmit: (body: TaskBody) => Promise<void>;
  banner: { kind: 'success' | 'error'; message: string } | null;
  done: boolean;
  onCancel?: () => void;
}

/** The fields of a follow-up task: type, title, description, priority and due date. */
export function TaskForm({ initial, submitLabel, sendingLabel, onSubmit, banner, done, onCancel }: TaskFormProps) {
  const types = useTaskTypesQuery();
  const { register, handleSubmit, formState, watch, setValue } = useForm<TaskFormValues, unknown, TaskBody>({
    defaultValues: initial,
    resolver: zodResolver(taskFormSchema) as never,
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const select = (name: Path<TaskFormValues> & ('taskTypeId' | 'priority')) => ({
    value: watch(name) ? String(watch(name)) : null,
    onChange: (v: string | null) =>
      setValue(name, v ? Number(v) : null, { shouldValidate: formState.isSubmitted, shouldDirty: true, shouldTouch: true }),
    error: errors[name]?.message,
  });
  const busy = formState.isSubmitting || done;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {banner && (
          <Alert color={banner.kind === 'success' ? 'teal' : 'red'} variant="light" role={banner.kind === 'error' ? 'alert' : 'status'}>
            {banner.message}
          </Alert>
        )}
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
          <TextInput
            type="date"
            label="Fecha de vencimiento"
            {...register('dueDate')}
            error={errors.dueDate?.message}
            disabled={busy}
          />
        </Group>
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={formState.isSubmitting}>
              Cancelar
            </Button>
          )}
          <Button type="submit" loading={formState.isSubmitting} disabled={done}>
            {formState.isSubmitting ? sendingLabel : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
