import { useState } from 'react';

/**
 * Nothing typed is dropped without asking: `guard(action)` runs the action at once, or holds it
 * until the agent picks 'Descartar' when `hasChanges()` says the form holds typed changes.
 */
export function useDiscardGuard(hasChanges: () => boolean) {
  // What to do once the agent agrees to drop the typed changes (close, or go back to the view).
  const [pending, setPending] = useState<null | (() => void)>(null);
  const guard = (action: () => void) => {
    if (hasChanges()) setPending(() => action);
    else action();
  };
  const discard = () => {
    const action = pending;
    setPending(null);
    action?.();
  };
  return { asking: pending !== null, guard, keep: () => setPending(null), discard };
}
