import { notifications } from '@mantine/notifications';

/** Toasts close after 3000 ms (spec 1 §8). */
export const TOAST_AUTO_CLOSE = 3000;

export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: TOAST_AUTO_CLOSE });
}

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: TOAST_AUTO_CLOSE });
}
