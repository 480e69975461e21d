import type { User } from '@fertilia/contracts';

/**
 * The browser-side session (spec 01 §3 "Stored session data"). Tokens live in sessionStorage so they end with
 * the tab; the role chosen before sign-up and the active clinic survive in localStorage.
 */
const PREFIX = 'fertilia_';
export const SESSION_KEYS = {
  accessToken: `${PREFIX}access_token`,
  refreshToken: `${PREFIX}refresh_token`,
  user: `${PREFIX}user`,
  csrfToken: `${PREFIX}csrf_token`,
  /** Set when the server ended the session, so a reload of a guarded page still says why (spec 01 §4). */
  expired: `${PREFIX}session_expired`,
} as const;
export const LOCAL_KEYS = {
  pendingRole: 'pending_role',
  activeClinicId: 'active_clinic_id',
} as const;

export interface Session {
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string; session: Session } | null = null;

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** The same object while storage is unchanged, so useSyncExternalStore does not re-render in a loop. */
export function getSession(): Session {
  const accessToken = sessionStorage.getItem(SESSION_KEYS.accessToken);
  const refreshToken = sessionStorage.getItem(SESSION_KEYS.refreshToken);
  const user = sessionStorage.getItem(SESSION_KEYS.user);
  const raw = JSON.stringify([accessToken, refreshToken, user]);
  if (cached?.raw !== raw) cached = { raw, session: { accessToken, refreshToken, user: parseUser(user) } };
  return cached.session;
}

/** Writes the given parts; a part left undefined keeps its stored value. */
export function setSession(next: { accessToken?: string; refreshToken?: string; user?: User }): void {
  if (next.accessToken !== undefined) sessionStorage.setItem(SESSION_KEYS.accessToken, next.accessToken);
  if (next.refreshToken !== undefined) sessionStorage.setItem(SESSION_KEYS.refreshToken, next.refreshToken);
  if (next.user !== undefined) sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(next.user));
  changed();
}

/** Forgets tokens and user (request-level expiry, spec 01 §4). */
export function clearSession(): void {
  sessionStorage.removeItem(SESSION_KEYS.accessToken);
  sessionStorage.removeItem(SESSION_KEYS.refreshToken);
  sessionStorage.removeItem(SESSION_KEYS.user);
  changed();
}

/** Account-level expiry and logout: also the pending role, active clinic and the rest of session storage. */
export function clearAllSessionData(): void {
  localStorage.removeItem(LOCAL_KEYS.pendingRole);
  localStorage.removeItem(LOCAL_KEYS.activeClinicId);
  sessionStorage.clear();
  changed();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The payload of a JWT, unverified (the server verifies; the browser only reads exp and sid); null when unreadable. */
function tokenClaims(token: string | null | undefined): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Expiry of a JWT in epoch milliseconds, read from its exp claim; null when absent or unreadable. */
export function tokenExpiry(token: string | null | undefined): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** The server-side session (sign-in) an access token belongs to, its sid claim; the tabs of one share it. */
export function tokenSessionId(token: string | null | undefined): string | null {
  const sid = tokenClaims(token)?.sid;
  return typeof sid === 'string' && sid ? sid : null;
}

/** Last known CSRF token: the one a response handed us, else the page's meta tag. */
export function getCsrfToken(): string | null {
  const stored = sessionStorage.getItem(SESSION_KEYS.csrfToken);
  if (stored) return stored;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  return meta ? meta : null;
}

export function setCsrfToken(token: string): void {
  sessionStorage.setItem(SESSION_KEYS.csrfToken, token);
}
