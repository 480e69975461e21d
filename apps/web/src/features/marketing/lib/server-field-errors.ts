import { ApiError } from '@/lib/api-client';

/** The server's per-field messages of a 422, limited to the fields a form shows. */
export function serverFieldErrors<K extends string>(
  error: unknown,
  fields: readonly K[],
): Partial<Record<K, string>> {
  if (!(error instanceof ApiError)) return {};
  const errors: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (message) errors[field] = message;
  }
  return errors;
}
