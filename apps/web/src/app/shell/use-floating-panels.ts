import { useCallback, useState } from 'react';

export type PanelId = 'tasks' | 'publishing';

/** localStorage keys of spec 1 §2.7: 'true' means minimised. */
export const PANEL_KEYS: Record<PanelId, string> = {
  tasks: 'dismissTasksModal',
  publishing: 'dismissUploadPropertyModal',
};

/** Stored choice; with none, panels start minimised on phones, where a card would cover the page. */
function readMinimised(id: PanelId): boolean {
  try {
    const stored = window.localStorage.getItem(PANEL_KEYS[id]);
    if (stored !== null) return stored === 'true';
  } catch {
    /* no storage: fall through to the default */
  }
  return window.matchMedia('(max-width: 767px)').matches;
}

function writeMinimised(id: PanelId, minimised: boolean) {
  try {
    window.localStorage.setItem(PANEL_KEYS[id], String(minimised));
  } catch {
    /* private mode: the state lasts for this visit only */
  }
}

/** Expanded or minimised panels, kept across visits; opening one minimises the other. */
export function useFloatingPanels() {
  const [minimised, setMinimised] = useState<Record<PanelId, boolean>>(() => ({
    tasks: readMinimised('tasks'),
    publishing: readMinimised('publishing'),
  }));

  const set = useCallback((id: PanelId, value: boolean) => {
    setMinimised((prev) => {
      const next = { ...prev, [id]: value };
      writeMinimised(id, value);
      if (!value) {
        const other: PanelId = id === 'tasks' ? 'publishing' : 'tasks';
        next[other] = true;
        writeMinimised(other, true);
      }
      return next;
    });
  }, []);

  return { minimised, expand: (id: PanelId) => set(id, false), minimise: (id: PanelId) => set(id, true) };
}
