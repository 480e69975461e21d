/**
 * A `return` parameter we may send her to: a path of this site only ("/appointments/book?expert=3"), never
 * another origin ("//evil.example", "https://…", "/\\evil.example"). Null for anything else.
 */
export function safeReturnPath(
  value: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

const RETURN_KEY = 'fertilia.wallet.topUpReturn';

/** Remembers where to go once a top-up that left for its bank's page succeeds. */
export function rememberReturn(paymentId: number, path: string): void {
  sessionStorage.setItem(RETURN_KEY, JSON.stringify({ paymentId, path }));
}

/** Where to go after this payment, once (the note is forgotten when read). */
export function takeReturn(paymentId: number): string | null {
  const raw = sessionStorage.getItem(RETURN_KEY);
  if (!raw) return null;
  try {
    const note = JSON.parse(raw) as { paymentId?: number; path?: string };
    if (note.paymentId !== paymentId) return null;
    sessionStorage.removeItem(RETURN_KEY);
    return safeReturnPath(note.path);
  } catch {
    sessionStorage.removeItem(RETURN_KEY);
    return null;
  }
}
