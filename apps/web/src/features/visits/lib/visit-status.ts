import { EventStatus, eventStatusLabels } from '@vitrina/contract/enums/event';

/** The colour of a visit by status: scheduled blue, done green, cancelled grey, no-show red. */
export const statusColors: Record<number, string> = {
  [EventStatus.Scheduled]: 'indigo',
  [EventStatus.Done]: 'teal',
  [EventStatus.Cancelled]: 'gray',
  [EventStatus.NoShow]: 'red',
};

export const statusOptions = Object.entries(eventStatusLabels).map(([value, label]) => ({ value, label }));

export function statusLabel(status: number): string {
  return eventStatusLabels[status as EventStatus] ?? '';
}
