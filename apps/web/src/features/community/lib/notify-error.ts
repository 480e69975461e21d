import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/**
 * The catalogue's text as the toast title (spec 02 §8); the server's reason, when it gave one that adds
 * something (e.g. 'Post not found', or validation messages joined with '; '), as its description.
 */
export function notifyFailure(title: string, error: unknown): void {
  let description: string | undefined;
  if (error instanceof ApiError && error.kind === 'validation' && Object.keys(error.fieldErrors).length > 0)
    description = Object.values(error.fieldErrors).join('; ');
  else if (error instanceof Error && error.message && error.message !== title) description = error.message;
  notify.error(title, description ? { description } : undefined);
}
