import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs an action after a delay (the banner-then-redirect pattern: a success message is shown,
 * then the page moves on). Whatever is still pending when the component unmounts, or when
 * `cancel` is called, never runs.
 */
export function useDelayedAction() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);
  const schedule = useCallback((action: () => void, delayMs: number) => {
    timer.current = setTimeout(action, delayMs);
  }, []);
  return { schedule, cancel };
}
