import { useCallback, useRef } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ErrorType } from '@vitrina/contract/errors';
import { isApiError } from '../../../lib/api-client';

/**
 * Puts the messages of a 400 VALIDATION_ERROR under the matching fields.
 * The returned function answers true when at least one known field got a message.
 */
export function useServerFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: Path<T>[]) {
  const known = useRef(fields);
  known.current = fields;
  return useCallback(
    (error: unknown): boolean => {
      if (!isApiError(error, ErrorType.VALIDATION_ERROR) || !error.fields) return false;
      let applied = false;
      for (const [field, message] of Object.entries(error.fields)) {
        if ((known.current as string[]).includes(field)) {
          setError(field as Path<T>, { type: 'server', message });
          applied = true;
        }
      }
      return applied;
    },
    [setError],
  );
}
