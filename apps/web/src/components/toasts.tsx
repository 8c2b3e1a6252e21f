import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastContainer = lazy(() => import('./toast-container').then((m) => ({ default: m.ToastContainer })));

/**
 * Mounts the notifications container only once a toast is shown, so that the first screens do
 * not load it. Toasts shown before it mounts wait in the store.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
