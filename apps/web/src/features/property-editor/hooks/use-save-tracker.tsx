import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '../../../lib/api-client';
import type { Section } from '../lib/completion';

/** What a tool's header says of its changes: 'Sin guardar', 'Guardando…' or 'Guardado'. */
export type SaveState = 'unsaved' | 'saving' | 'saved';

interface SaveTracker {
  /** Runs a save and tracks it: pending while it runs, failed until a later save of the same key succeeds. */
  track: <T>(key: string, save: () => Promise<T>) => Promise<T>;
  /** Marks a change that saves by itself once its pause or turn comes as on its way ('Guardando…'). */
  setWaiting: (key: string, waiting: boolean) => void;
  /** Marks a change that waits for the agent (a form's button) as not saved ('Sin guardar'). */
  setUnsaved: (key: string, unsaved: boolean) => void;
  /**
   * A tool that holds changes registers how to save them at once before the editor leaves it
   * (another tool, 'Salir del editor'); returns the unregister function.
   */
  registerFlush: (key: string, flush: Flush) => () => void;
  /** Saves every registered tool's changes now; answers the names of the tools left unsaved. */
  flushAll: () => Promise<string[]>;
  unsaved: boolean;
  /** Where each tool's changes stand (a tool with nothing waiting, saving or failed is 'saved'). */
  stateOf: (tool: Section) => SaveState;
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

/** The provider's calls, each for the tool the key belongs to (null: none). */
interface TrackerCore extends Omit<SaveTracker, 'track' | 'setWaiting' | 'setUnsaved'> {
  track: <T>(tool: Section | null, key: string, save: () => Promise<T>) => Promise<T>;
  setWaiting: (tool: Section | null, key: string, waiting: boolean) => void;
  setUnsaved: (tool: Section | null, key: string, unsaved: boolean) => void;
}

const SaveTrackerContext = createContext<TrackerCore | null>(null);
const ToolScopeContext = createContext<Section | null>(null);

/** The open tool: every save its components track counts as this tool's in its header and in the menu. */
export function SaveScope({ tool, children }: { tool: Section; children: ReactNode }) {
  return <ToolScopeContext value={tool}>{children}</ToolScopeContext>;
}

/**
 * The tool of a key tracked outside any tool (the editor keeps photos uploading and stored social
 * copies while another tool is open).
 */
export function toolOfKey(key: string): Section | null {
  if (key === 'photo-uploads' || key.startsWith('image')) return 'images';
  if (key.startsWith('social-instagram')) return 'instagram';
  if (key.startsWith('social-facebook')) return 'facebook';
  return null;
}

/**
 * Pending entries are '{tool}|{key}' ('' for no tool): a save running is its key, a change that
 * saves by itself later 'wait:{key}', a change that waits for the agent 'hold:{key}'.
 */
const entry = (tool: Section | null, key: string) => `${tool ?? toolOfKey(key) ?? ''}|${key}`;
const toolOf = (entryKey: string) => entryKey.slice(0, entryKey.indexOf('|'));
const isHeld = (entryKey: string) => entryKey.startsWith('hold:', entryKey.indexOf('|') + 1);

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

  const setWaiting = useCallback(
    (tool: Section | null, key: string, waiting: boolean) => update(setPending, entry(tool, `wait:${key}`), waiting),
    [],
  );
  const setUnsaved = useCallback(
    (tool: Section | null, key: string, unsaved: boolean) => update(setPending, entry(tool, `hold:${key}`), unsaved),
    [],
  );

  const track = useCallback(async <T,>(tool: Section | null, name: string, save: () => Promise<T>) => {
    const key = entry(tool, name);
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
    return [...new Set(all.filter((_, i) => !results[i]).map((f) => f.label))];
  }, []);

  const unsaved = pending.size > 0 || failed.size > 0;
  const stateOf = useCallback(
    (tool: Section): SaveState => {
      const mine = (e: string) => toolOf(e) === tool;
      if ([...failed].some(mine) || [...pending].some((e) => mine(e) && isHeld(e))) return 'unsaved';
      return [...pending].some(mine) ? 'saving' : 'saved';
    },
    [pending, failed],
  );
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
    () => ({ track, setWaiting, setUnsaved, registerFlush, flushAll, unsaved, stateOf, forbidden, dismissForbidden }),
    [track, setWaiting, setUnsaved, registerFlush, flushAll, unsaved, stateOf, forbidden, dismissForbidden],
  );
  return <SaveTrackerContext.Provider value={value}>{children}</SaveTrackerContext.Provider>;
}

const fallback: TrackerCore = {
  track: (_tool, _key, save) => save(),
  setWaiting: () => undefined,
  setUnsaved: () => undefined,
  registerFlush: () => () => undefined,
  flushAll: () => Promise.resolve([]),
  unsaved: false,
  stateOf: () => 'saved',
  forbidden: null,
  dismissForbidden: () => undefined,
};

/** The save tracker; inside a tool (SaveScope) what is tracked counts as that tool's. */
export function useSaveTracker(): SaveTracker {
  const core = useContext(SaveTrackerContext) ?? fallback;
  const tool = useContext(ToolScopeContext);
  const { track: trackIn, setWaiting: setWaitingIn, setUnsaved: setUnsavedIn } = core;
  // Stable for as long as the tool is open: tools run effects on these.
  const track = useCallback(<T,>(key: string, save: () => Promise<T>) => trackIn(tool, key, save), [trackIn, tool]);
  const setWaiting = useCallback((key: string, waiting: boolean) => setWaitingIn(tool, key, waiting), [setWaitingIn, tool]);
  const setUnsaved = useCallback((key: string, unsaved: boolean) => setUnsavedIn(tool, key, unsaved), [setUnsavedIn, tool]);
  return useMemo(() => ({ ...core, track, setWaiting, setUnsaved }), [core, track, setWaiting, setUnsaved]);
}

/** Where the open tool's changes stand; null outside a tool. */
export function useToolSaveState(): SaveState | null {
  const { stateOf } = useContext(SaveTrackerContext) ?? fallback;
  const tool = useContext(ToolScopeContext);
  return tool ? stateOf(tool) : null;
}
