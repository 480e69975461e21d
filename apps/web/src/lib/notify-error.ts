import { useEffect } from 'react';
import { ApiError, readableMessage } from './api-error';
import { notify } from './notify';

/**
 * What went wrong, in the server's words: each field's message for a validation error (joined with '; '),
 * else the error's own message; undefined when there is nothing to say.
 */
export function errorDetail(error: unknown): string | undefined {
  if (error instanceof ApiError && error.kind === 'validation') {
    const messages = Object.values(error.fieldErrors);
    if (messages.length > 0) return messages.join('; ');
  }
  return readableMessage(error);
}

/** The plain title of spec 01 §8's admin failure toasts; their description says what failed. */
export const ERROR_TITLE = 'Error';

/**
 * The one failure toast. With a `title` (the catalogue's text for what failed) the server's words go below
 * it when they add something, else `fallback`; without one, the server's words are the toast's title, else
 * `fallback`. Admin screens title theirs ERROR_TITLE, so their fallback says what failed.
 */
export function notifyError(error: unknown, title?: string, fallback?: string): void {
  const detail = errorDetail(error);
  if (title === undefined) {
    notify.error(detail ?? fallback ?? String(error));
    return;
  }
  const description = detail !== undefined && detail !== title ? detail : fallback;
  if (description) notify.error(title, { description });
  else notify.error(title);
}

/** Toasts a query's failure once each time it fails (the screen shows it inline too). */
export function useErrorToast(error: unknown, title?: string, fallback?: string): void {
  useEffect(() => {
    if (error) notifyError(error, title, fallback);
    // Only a new error is news; the texts are fixed per screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
