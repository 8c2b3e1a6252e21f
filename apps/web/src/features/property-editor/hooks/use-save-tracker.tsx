import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '../../../lib/api-client';

interface SaveTracker {
  /** Runs a save and tracks it: pending while it runs, failed until a later save of the same key succeeds. */
  track: <T>(key: string, save: () => Promise<T>) => Promise<T>;
  /** Marks a change that waits for its debounce as pending. */
  setWaiting: (key: string, waiting: boolean) => void;
  /**
   * A tool that holds changes registers how to save them at once before the editor leaves it
   * (another tool, 'Salir del editor'); returns the unregister function.
   */
  registerFlush: (key: string, flush: Flush) => () => void;
  /** Saves every registered tool's changes now; answers the names of the tools left unsaved. */
  flushAll: () => Promise<string[]>;
  unsaved: boolean;
  /**
   * The server's message when a save was refused with 403 FORBIDDEN_SCOPE (the caller's access
   * changed while they edited); null otherwise. The tool keeps what was typed.
   */
  forbidden: string | null;
  dismissForbidden: () => void;
}

export interface Flush {
  /** The tool's name, for the question before leaving ('Propiedad'). */
  label: string;
  /** Saves what is waiting; resolves false when it is invalid or the save failed. */
  flush: () => Promise<boolean>;
}

const SaveTrackerContext = createContext<SaveTracker | null>(null);

/**
 * Knows whether any change of the editor is waiting, saving or failed, and only then asks the
 * browser to warn before leaving the page (DECISIONS §1).
 */
export function SaveTrackerProvider({ children, onForbidden }: { children: ReactNode; onForbidden?: () => void }) {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [forbidden, setForbidden] = useState<string | null>(null);
  const forbiddenRef = useRef(onForbidden);
  useEffect(() => {
    forbiddenRef.current = onForbidden;
  }, [onForbidden]);
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
      if (isApiError(error, 'FORBIDDEN_SCOPE')) {
        setForbidden(error.message);
        forbiddenRef.current?.();
      }
      throw error;
    } finally {
      const left = (counts.current.get(key) ?? 1) - 1;
      counts.current.set(key, left);
      if (left <= 0) update(setPending, key, false);
    }
  }, []);

  const flushes = useRef(new Map<string, Flush>());
  const registerFlush = useCallback((key: string, flush: Flush) => {
    flushes.current.set(key, flush);
    return () => {
      if (flushes.current.get(key) === flush) flushes.current.delete(key);
    };
  }, []);

  const flushAll = useCallback(async () => {
    const all = [...flushes.current.values()];
    const results = await Promise.all(all.map((f) => f.flush().catch(() => false)));
    return all.filter((_, i) => !results[i]).map((f) => f.label);
  }, []);

  const unsaved = pending.size > 0 || failed.size > 0;
  const dismissForbidden = useCallback(() => setForbidden(null), []);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const value = useMemo(
    () => ({ track, setWaiting, registerFlush, flushAll, unsaved, forbidden, dismissForbidden }),
    [track, setWaiting, registerFlush, flushAll, unsaved, forbidden, dismissForbidden],
  );
  return <SaveTrackerContext.Provider value={value}>{children}</SaveTrackerContext.Provider>;
}

const fallback: SaveTracker = {
  track: (_key, save) => save(),
  setWaiting: () => undefined,
  registerFlush: () => () => undefined,
  flushAll: () => Promise.resolve([]),
  unsaved: false,
  forbidden: null,
  dismissForbidden: () => undefined,
};

export function useSaveTracker(): SaveTracker {
  return useContext(SaveTrackerContext) ?? fallback;
}
