import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE } from '../lib/notify';

/** Mantine's notifications container; loaded with the first toast. */
export function ToastContainer() {
  return <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE} />;
}
