import { useEffect, useState } from 'react';

export interface LazyModule<T> {
  /** Starts the import once; a failed import is forgotten, so the next call tries again. */
  load: () => Promise<T>;
  /** The module once imported, undefined before. */
  loaded: () => T | undefined;
}

/**
 * A module a page loads after it has painted (issue 15: zod, libphonenumber, the calendar...), with
 * synchronous access once it is there (a paste handler must decide at once).
 */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | undefined;
  let loaded: T | undefined;
  return {
    load() {
      pending ??= importer().then(
        (m) => (loaded = m),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => loaded,
  };
}

/**
 * Starts loading `module` when the component mounts (or once `start` turns true); the module once
 * it is there. A failed load stays undefined, or gives `fallback` when one is passed (the next
 * mount tries the load again).
 */
export function useLazyModule<T>(module: LazyModule<T>): T | undefined;
export function useLazyModule<T, F>(module: LazyModule<T>, fallback: F, start?: boolean): T | F | undefined;
export function useLazyModule<T, F>(module: LazyModule<T>, fallback?: F, start = true): T | F | undefined {
  const [value, setValue] = useState<{ m: T | F } | undefined>(() => {
    const m = module.loaded();
    return m ? { m } : undefined;
  });
  useEffect(() => {
    if (value || !start) return;
    let live = true;
    module.load().then(
      (m) => live && setValue({ m }),
      () => live && fallback !== undefined && setValue({ m: fallback }),
    );
    return () => {
      live = false;
    };
  }, [module, value, fallback, start]);
  return value?.m;
}

/**
 * The field's text once `text` is pasted over its selection, as the browser would paste it: for a
 * paste held back while the phone rules load, so what was typed around it is kept.
 */
export function pastedInto(input: HTMLInputElement, text: string): string {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  return input.value.slice(0, start) + text + input.value.slice(end);
}

/** The contract's phone rules (libphonenumber, ~29 KB gzipped), for fields that read a pasted number. */
export const phoneRules = lazyModule(() => import('@vitrina/contract/phone'));
