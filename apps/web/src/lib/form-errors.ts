import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, ROOT_FIELD, readableMessage } from './api-error';

/**
 * Shows a server error on the form: each field error under its field, anything else as root.serverError.
 * `fields` limits which names count as form fields (others go to the root message).
 * Returns true when at least one error landed on a field, false when only the root message was set.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: readonly string[],
): boolean {
  const rootKey = 'root.serverError' as Path<T>;
  if (!(error instanceof ApiError)) {
    setError(rootKey, { type: 'server', message: readableMessage(error) ?? String(error) });
    return false;
  }
  let placed = false;
  const leftovers: string[] = [];
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (field !== ROOT_FIELD && (!fields || fields.includes(field))) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    } else {
      leftovers.push(field === ROOT_FIELD ? message : `${field}: ${message}`);
    }
  }
  if (!placed || leftovers.length > 0) {
    setError(rootKey, {
      type: 'server',
      message: leftovers.length > 0 ? leftovers.join(', ') : error.message,
    });
  }
  return placed;
}
