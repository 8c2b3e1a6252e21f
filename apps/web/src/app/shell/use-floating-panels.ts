import { useCallback, useState } from 'react';

export type PanelId = 'tasks' | 'publishing';

/** localStorage keys of spec 1 §2.7: 'true' means minimised. */
export const PANEL_KEYS: Record<PanelId, string> = {
  tasks: 'dismissTasksModal',
  publishing: 'dismissUploadPropertyModal',
};

/** 'true' once the agent chose never to see the getting-started checklist again. */
export const CHECKLIST_HIDDEN_KEY = 'hideTasksModal';

function readHidden(): boolean {
  try {
    return window.localStorage.getItem(CHECKLIST_HIDDEN_KEY) === 'true';
  } catch {
    return false;
  }
}

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

/** Expanded or minimised panels, kept across visits; opening one minimises the other; the checklist can go for good. */
export function useFloatingPanels() {
  const [minimised, setMinimised] = useState<Record<PanelId, boolean>>(() => ({
    tasks: readMinimised('tasks'),
    publishing: readMinimised('publishing'),
  }));

  const [checklistHidden, setChecklistHidden] = useState(readHidden);

  const hideChecklist = useCallback(() => {
    setChecklistHidden(true);
    try {
      window.localStorage.setItem(CHECKLIST_HIDDEN_KEY, 'true');
    } catch {
      /* private mode: hidden for this visit only */
    }
  }, []);

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

  return { minimised, checklistHidden, hideChecklist, expand: (id: PanelId) => set(id, false), minimise: (id: PanelId) => set(id, true) };
}
