import { useState } from 'react';

export interface ActionCallbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}

/**
 * One server call a screen sends on demand (sign-in, sign-up, password reset, logout), with its
 * pending state: what the public pages need of a mutation without TanStack Query, which comes
 * with the signed-in pages (issue 15: /login's first load). The hook's callbacks run before the
 * call's own (`mutate(variables, callbacks)`), as with `useMutation`.
 */
export function useAction<V, T>(run: (variables: V) => Promise<T>, options: ActionCallbacks<T> = {}) {
  const [running, setRunning] = useState(0);

  const mutateAsync = async (variables: V): Promise<T> => {
    setRunning((count) => count + 1);
    try {
      const result = await run(variables);
      options.onSuccess?.(result);
      return result;
    } catch (error) {
      options.onError?.(error);
      throw error;
    } finally {
      options.onSettled?.();
      setRunning((count) => count - 1);
    }
  };

  const mutate = (variables: V, callbacks: ActionCallbacks<T> = {}): void => {
    mutateAsync(variables).then(
      (result) => {
        callbacks.onSuccess?.(result);
        callbacks.onSettled?.();
      },
      (error: unknown) => {
        callbacks.onError?.(error);
        callbacks.onSettled?.();
      },
    );
  };

  return { mutate, mutateAsync, isPending: running > 0 };
}
