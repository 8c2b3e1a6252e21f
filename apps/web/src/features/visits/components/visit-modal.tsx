import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { ErrorType } from '@vitrina/contract/errors';
import type { CalendarEvent, EventOverlap } from '@vitrina/contract/schemas/event';
import { useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormBanner, type Banner } from '../../../components/form-banner/form-banner';
import { isApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteEvent, useSaveEvent } from '../api/save-event';
import { timeOf } from '../lib/calendar-period';
import { emptyVisitForm, SERVER_FIELDS, visitFormFrom, type VisitFormValues } from '../lib/visit-form-schema';
import type { PickerOption } from './search-picker';
import { VisitForm } from './visit-form';

export const VISIT_ERROR = 'Algo ha salido mal. Vuelve a intentarlo.';
export const VISIT_CREATED = 'Visita agendada exitosamente';
export const VISIT_UPDATED = 'Visita actualizada exitosamente';
export const VISIT_DELETED = 'Visita eliminada exitosamente';

/** What the page already knows when it opens the form for a new visit. */
export interface VisitPreset {
  tenant?: { tenantId: string; fullName: string };
  listing?: { propertyDraftId: string; title: string; address: string };
  /** 'YYYY-MM-DD': the day picked on the calendar. */
  date?: string;
}

/** 'Esta visita se cruza con otra visita de Ana Rojas a las 10:00'. */
export function overlapMessage(overlap: EventOverlap): string {
  return `Esta visita se cruza con otra visita de ${overlap.tenantFullName} a las ${timeOf(overlap.startAt)}`;
}

/** Puts a 400's field messages under the form's fields (startAt under the start time...); true when any was shown. */
function showFieldErrors(error: unknown, setError: UseFormSetError<VisitFormValues>): boolean {
  if (!isApiError(error, ErrorType.VALIDATION_ERROR) || !error.fields) return false;
  let shown = false;
  for (const [wire, message] of Object.entries(error.fields)) {
    const field = SERVER_FIELDS[wire];
    if (!field) continue;
    setError(field, { type: 'server', message });
    shown = true;
  }
  return shown;
}

/** The server's own message for a known refusal (a customer or listing not found), else a generic one. */
function saveErrorMessage(error: unknown): string {
  return isApiError(error) && error.type !== ErrorType.SERVER_ERROR && error.type !== ErrorType.VALIDATION_ERROR ? error.message : VISIT_ERROR;
}

interface VisitModalProps {
  /** The visit to edit, or null to schedule a new one. */
  event: CalendarEvent | null;
  preset?: VisitPreset;
  onClose: () => void;
}

function initialOf(event: CalendarEvent | null, preset: VisitPreset): VisitFormValues {
  if (event) return visitFormFrom(event);
  return emptyVisitForm({
    tenantId: preset.tenant?.tenantId,
    propertyDraftId: preset.listing?.propertyDraftId,
    place: preset.listing?.address,
    date: preset.date,
  });
}

/**
 * 'Agendar visita' / 'Editar visita'. Mount it to open it (a fresh form each time). A failed save
 * keeps everything typed; closing with typed changes asks first; overlaps are told after saving.
 */
export function VisitModal({ event, preset = {}, onClose }: VisitModalProps) {
  const save = useSaveEvent();
  const remove = useDeleteEvent();
  const [initial] = useState(() => initialOf(event, preset));
  const [banner, setBanner] = useState<Banner | null>(null);
  const [overlaps, setOverlaps] = useState<EventOverlap[]>([]);
  const [done, setDone] = useState(false);
  const [asking, setAsking] = useState<'discard' | 'delete' | null>(null);
  const dirtyCheck = useRef<(() => boolean) | null>(null);
  const editing = event !== null;

  const knownCustomer: PickerOption | null = event
    ? { value: event.tenantId, label: event.tenant.fullName }
    : preset.tenant
      ? { value: preset.tenant.tenantId, label: preset.tenant.fullName }
      : null;
  const listing = event?.property ?? preset.listing ?? null;
  const knownListing: PickerOption | null = listing ? { value: listing.propertyDraftId, label: listing.title } : null;

  const requestClose = () => {
    if (!done && dirtyCheck.current?.()) setAsking('discard');
    else onClose();
  };

  return (
    <>
      <Modal
        opened
        onClose={requestClose}
        title={<Text fw={700} fz="lg">{editing ? 'Editar visita' : 'Agendar visita'}</Text>}
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
        size="lg"
        fullScreen={false}
      >
        <VisitForm
          initial={initial}
          knownCustomer={knownCustomer}
          knownListing={knownListing}
          customerLocked={!editing && Boolean(preset.tenant)}
          submitLabel={editing ? 'Guardar cambios' : 'Agendar visita'}
          sendingLabel={editing ? 'Guardando cambios' : 'Agendando visita'}
          done={done}
          dirtyCheck={dirtyCheck}
          onCancel={requestClose}
          header={
            <Stack gap="xs">
              <FormBanner banner={banner} />
              {overlaps.length > 0 && (
                <Alert color="yellow" variant="light" role="alert" title="Aviso de cruce de horario">
                  <Stack gap={4}>
                    {overlaps.map((o) => (
                      <Text key={o.eventId} size="sm">
                        {overlapMessage(o)}
                      </Text>
                    ))}
                    <Button size="xs" variant="light" color="yellow" onClick={onClose} style={{ alignSelf: 'flex-start' }}>
                      Entendido
                    </Button>
                  </Stack>
                </Alert>
              )}
            </Stack>
          }
          extraAction={
            editing && (
              <Button variant="subtle" color="red" onClick={() => setAsking('delete')} disabled={done}>
                Eliminar visita
              </Button>
            )
          }
          onSubmit={async (body, setError) => {
            setBanner(null);
            try {
              const result = await save.mutateAsync({ eventId: event?.eventId ?? null, body });
              const message = editing ? VISIT_UPDATED : VISIT_CREATED;
              notifySuccess(message);
              if (result.overlaps.length === 0) return onClose();
              // Saved anyway: the agent reads the warning, then closes.
              setDone(true);
              setBanner({ kind: 'success', message });
              setOverlaps(result.overlaps);
            } catch (error) {
              if (!showFieldErrors(error, setError)) setBanner({ kind: 'error', message: saveErrorMessage(error) });
            }
          }}
        />
      </Modal>
      <ConfirmDialog
        opened={asking === 'discard'}
        title="¿Descartar los cambios?"
        message="Lo que escribiste en esta visita todavía no se ha guardado. Si la cierras, se perderá."
        confirmLabel="Descartar"
        pending={false}
        onCancel={() => setAsking(null)}
        onConfirm={onClose}
      />
      <ConfirmDialog
        opened={asking === 'delete'}
        title="Eliminar visita"
        message="¿Seguro que quieres eliminar esta visita? No se podrá recuperar."
        confirmLabel="Eliminar visita"
        pending={remove.isPending}
        lockWhilePending
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          event &&
          remove.mutate(event.eventId, {
            onSuccess: () => {
              notifySuccess(VISIT_DELETED);
              onClose();
            },
            onError: () => {
              setAsking(null);
              setBanner({ kind: 'error', message: VISIT_ERROR });
            },
          })
        }
      />
    </>
  );
}
