import { notify } from '@/lib/notify';

/** Spec 01 §8 admin errors: a destructive toast titled Error, with the server's words or a fallback. */
export function notifyAdminError(error: unknown, fallback: string): void {
  const description = error instanceof Error && error.message ? error.message : fallback;
  notify.error('Error', { description });
}
