import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ErrorType } from '@vitrina/contract/errors';
import { isApiError } from './api-client';

/**
 * Puts the messages of a 400 VALIDATION_ERROR's `fields` under the form's matching fields
 * (those listed in `fields`; others are left out). Answers true when at least one field got a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  if (!isApiError(error, ErrorType.VALIDATION_ERROR) || !error.fields) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message });
    applied = true;
  }
  return applied;
}
