import { Select } from '@mantine/core';
import type { CalendarEvent } from '@vitrina/contract/schemas/event';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useEventStatus } from '../api/save-event';
import { statusOptions } from '../lib/visit-status';

export const STATUS_CHANGED = 'Estado de la visita actualizado';
export const STATUS_FAILED = 'No se pudo cambiar el estado de la visita. Vuelve a intentarlo.';

/** Changes a visit's status in place; on a failure the previous status comes back. */
export function VisitStatusSelect({ event, label, onChanged }: { event: CalendarEvent; label: string; onChanged?: () => void }) {
  const move = useEventStatus();
  // What the agent picked, shown while the change is sent (the list refreshes after it).
  const [picked, setPicked] = useState<number | null>(null);
  const shown = move.isPending && picked !== null ? picked : event.status;
  return (
    <Select
      aria-label={label}
      size="xs"
      w={130}
      data={statusOptions}
      value={String(shown)}
      allowDeselect={false}
      disabled={move.isPending}
      onChange={(value) => {
        const status = Number(value);
        if (!value || status === event.status) return;
        setPicked(status);
        move.mutate(
          { event, status },
          {
            onSuccess: () => {
              notifySuccess(STATUS_CHANGED);
              onChanged?.();
            },
            onError: () => notifyError(STATUS_FAILED),
            onSettled: () => setPicked(null),
          },
        );
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
