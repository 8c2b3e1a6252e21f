import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE, TOAST_LIMIT, TOAST_POSITION } from '../lib/notify';
import classes from './toast-container.module.css';

/** Mantine's notifications container; loaded with the first toast. */
export function ToastContainer() {
  return <Notifications position={TOAST_POSITION} limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE} classNames={{ root: classes.root }} />;
}
