import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

interface SaveTracker {
  /** Runs a save and tracks it: pending while it runs, failed until a later save of the same key succeeds. */
  track: <T>(key: string, save: () => Promise<T>) => Promise<T>;
  /** Marks a change that waits for its debounce as pending. */
  setWaiting: (key: string, waiting: boolean) => void;
  unsaved: boolean;
}

const SaveTrackerContext = createContext<SaveTracker | null>(null);

/**
 * Knows whether any change of the editor is waiting, saving or failed, and only then asks the
 * browser to warn before leaving the page (DECISIONS §1).
 */
export function SaveTrackerProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const counts = useRef(new Map<string, number>());

  const update = (setter: typeof setPending, key: string, on: boolean) =>
    setter((current) => {
      if (current.has(key) === on) return current;
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const setWaiting = useCallback((key: string, waiting: boolean) => update(setPending, `wait:${key}`, waiting), []);

  const track = useCallback(async <T,>(key: string, save: () => Promise<T>) => {
    counts.current.set(key, (counts.current.get(key) ?? 0) + 1);
    update(setPending, key, true);
    try {
      const result = await save();
      update(setFailed, key, false);
      return result;
    } catch (error) {
      update(setFailed, key, true);
      throw error;
    } finally {
      const left = (counts.current.get(key) ?? 1) - 1;
      counts.current.set(key, left);
      if (left <= 0) update(setPending, key, false);
    }
  }, []);

  const unsaved = pending.size > 0 || failed.size > 0;

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const value = useMemo(() => ({ track, setWaiting, unsaved }), [track, setWaiting, unsaved]);
  return <SaveTrackerContext.Provider value={value}>{children}</SaveTrackerContext.Provider>;
}

const fallback: SaveTracker = { track: (_key, save) => save(), setWaiting: () => undefined, unsaved: false };

export function useSaveTracker(): SaveTracker {
  return useContext(SaveTrackerContext) ?? fallback;
}
