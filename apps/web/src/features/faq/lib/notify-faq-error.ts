import { notify } from '@/lib/notify';

/** A failure toast titled with the spec's FAQ message; the server's own words, when it gave any, below it. */
export function notifyFaqError(error: unknown, title: string): void {
  const description =
    error instanceof Error && error.message && error.message !== title ? error.message : undefined;
  notify.error(title, description ? { description } : undefined);
}
