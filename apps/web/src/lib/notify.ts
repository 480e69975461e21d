import { toast, type ExternalToast } from 'sonner';

/** The five toast kinds of spec 01 §4, so screens never reach for sonner directly. */
export const notify = {
  success: (title: string, options?: ExternalToast) => toast.success(title, options),
  error: (title: string, options?: ExternalToast) => toast.error(title, options),
  info: (title: string, options?: ExternalToast) => toast.info(title, options),
  warning: (title: string, options?: ExternalToast) => toast.warning(title, options),
  loading: (title: string, options?: ExternalToast) => toast.loading(title, options),
  dismiss: (id?: string | number) => toast.dismiss(id),
};

/** Splits a catalogue text like 'Session expired: Please log in again.' into a toast title and description. */
export function splitToastText(text: string): { title: string; description?: string } {
  const at = text.indexOf(': ');
  return at < 0 ? { title: text } : { title: text.slice(0, at), description: text.slice(at + 2) };
}
