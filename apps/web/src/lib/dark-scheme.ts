import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * The pages that turn the app dark while they are open (the property editor). The app's
 * MantineProvider forces the dark scheme while one is open (app/providers.tsx), so that the scheme
 * is the provider's own: when the editor is the app's first screen, the provider mounts in the same
 * commit, and an attribute the editor set itself was overwritten by the provider's effects.
 */
let open = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a page holding the dark scheme is open. */
export function useDarkSchemeHeld(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open > 0,
    () => false,
  );
}

/** Turns the app dark while the calling component is mounted (before the browser paints it). */
export function useDarkScheme(): void {
  useLayoutEffect(() => {
    open += 1;
    emit();
    return () => {
      open -= 1;
      emit();
    };
  }, []);
}
