import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Toast = typeof sonnerToast;

/*
 * sonner is about 10 KB gzipped and no visitor sees a toast on the landing page, so it loads with the first
 * toast (or the first interaction, see ToasterHost). Nothing is lost meanwhile: every call waits on the same
 * import and so runs in call order, and sonner's Toaster replays the toasts created before it subscribed.
 */
let toastModule: Promise<Toast> | undefined;
let toasterWanted = false;
const wantListeners = new Set<() => void>();

function loadToast(): Promise<Toast> {
  toastModule ??= import('sonner').then(
    (module) => module.toast,
    (error: unknown) => {
      // Forget the failure so the next toast tries again (e.g. after a network blip).
      toastModule = undefined;
      throw error;
    },
  );
  return toastModule;
}

/** Asks for the Toaster to be mounted and sonner to be fetched; safe to call any number of times. */
export function requestToaster(): void {
  void loadToast().catch(() => undefined);
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of wantListeners) listener();
}

/** For useSyncExternalStore: whether anything has asked for toasts yet. */
export const isToasterWanted = () => toasterWanted;
export function onToasterWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

function show(use: (toast: Toast) => void): void {
  requestToaster();
  loadToast().then(use, (error: unknown) => console.error('A notification could not be shown', error));
}

/** The five toast kinds of spec 01 §4, so screens never reach for sonner directly. */
export const notify = {
  success: (title: string, options?: ExternalToast) => show((toast) => toast.success(title, options)),
  error: (title: string, options?: ExternalToast) => show((toast) => toast.error(title, options)),
  info: (title: string, options?: ExternalToast) => show((toast) => toast.info(title, options)),
  warning: (title: string, options?: ExternalToast) => show((toast) => toast.warning(title, options)),
  loading: (title: string, options?: ExternalToast) => show((toast) => toast.loading(title, options)),
  dismiss: (id?: string | number) => show((toast) => toast.dismiss(id)),
};

/** Splits a catalogue text like 'Session expired: Please log in again.' into a toast title and description. */
export function splitToastText(text: string): { title: string; description?: string } {
  const at = text.indexOf(': ');
  return at < 0 ? { title: text } : { title: text.slice(0, at), description: text.slice(at + 2) };
}
