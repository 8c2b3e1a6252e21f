import { useState } from 'react';

/**
 * What a filter panel shows before 'Aplicar': a copy of the applied filters that the agent edits,
 * started over whenever the applied filters change (the URL moved, or 'Limpiar'). The copy is reset
 * while rendering, not in an effect, so the panel never shows the old values for a frame.
 */
export function useFilterDraft<T extends object>(applied: T): [T, (patch: Partial<T>) => void] {
  const key = JSON.stringify(applied);
  const [state, setState] = useState({ key, draft: applied });
  if (state.key !== key) setState({ key, draft: applied });
  const draft = state.key === key ? state.draft : applied;
  const change = (patch: Partial<T>) => setState((current) => ({ key: current.key, draft: { ...current.draft, ...patch } }));
  return [draft, change];
}
