import { notifications, notificationsStore } from '@mantine/notifications';

/** Toasts close after 3000 ms (spec 1 §8). */
export const TOAST_AUTO_CLOSE = 3000;
/** At most this many toasts on screen; later ones wait their turn. */
export const TOAST_LIMIT = 3;
/** Bottom centre: never over a page's or the editor's top bar, nor the floating panels on the right. */
export const TOAST_POSITION = 'bottom-center' as const;

export interface NotifyOptions {
  /**
   * One toast per id: a later toast with the same id (the next save of a tool in a burst of
   * clicks) replaces the text of the one on screen and restarts its timer instead of stacking.
   * Without an id, the same message of the same colour is one toast too.
   */
  id?: string;
}

const shown = new Map<string, number>();

function show(message: string, color: 'teal' | 'red', options: NotifyOptions = {}): void {
  const id = options.id ?? `${color}:${message}`;
  const state = notificationsStore.getState();
  const current = [...state.notifications, ...state.queue].some((n) => n.id === id);
  if (!current) {
    shown.set(id, 0);
    notifications.show({ id, message, color, autoClose: TOAST_AUTO_CLOSE, closeButtonProps: { 'aria-label': 'Cerrar notificación' } });
    return;
  }
  // Mantine restarts a toast's timer only when its duration changes: alternate by one millisecond.
  const turn = (shown.get(id) ?? 0) + 1;
  shown.set(id, turn);
  notifications.update({ id, message, color, autoClose: TOAST_AUTO_CLOSE + (turn % 2) });
}

export function notifySuccess(message: string, options?: NotifyOptions): void {
  show(message, 'teal', options);
}

export function notifyError(message: string, options?: NotifyOptions): void {
  show(message, 'red', options);
}
