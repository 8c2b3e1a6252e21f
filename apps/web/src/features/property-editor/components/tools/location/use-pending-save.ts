import { useCallback, useEffect, useRef } from 'react';
import { useSaveTracker } from '../../../hooks/use-save-tracker';

interface PendingSaveOptions {
  /** The save tracker's waiting key, shown as unsaved while a save waits ('geolocation'). */
  waitingKey: string;
  /** The flush key and the tool's name the editor lists when a flush fails. */
  flushKey: string;
  label: string;
  delayMs: number;
}

/**
 * One save that waits `delayMs` after the last change, replaced by each new one. It runs at once
 * when the editor leaves the tool (its flush) or the tool goes; `cancel` drops it.
 */
export function usePendingSave({ waitingKey, flushKey, label, delayMs }: PendingSaveOptions) {
  const { setWaiting, registerFlush } = useSaveTracker();
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<(() => Promise<unknown>) | null>(null);

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
    setWaiting(waitingKey, false);
  }, [setWaiting, waitingKey]);

  const runNow = useCallback(async () => {
    const run = pending.current;
    cancel();
    if (run) await run();
  }, [cancel]);

  const schedule = (run: () => Promise<unknown>) => {
    window.clearTimeout(timer.current);
    pending.current = run;
    setWaiting(waitingKey, true);
    timer.current = window.setTimeout(() => void runNow().catch(() => undefined), delayMs);
  };

  useEffect(() => registerFlush(flushKey, { label, flush: () => runNow().then(() => true, () => false) }), [registerFlush, flushKey, label, runNow]);
  useEffect(() => () => void runNow().catch(() => undefined), [runNow]);

  return { schedule, cancel };
}
