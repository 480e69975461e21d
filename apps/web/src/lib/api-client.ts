import type { z } from 'zod';
import type { User } from '@fertilia/contracts';
import {
  API_VERSION,
  MESSAGES,
  REQUEST_TIMEOUT_MS,
  pathOf,
  successStatus,
  type BodyIn,
  type EndpointSpec,
  type ParamsIn,
  type QueryIn,
  type ResponseOf,
} from '@fertilia/contracts/core';
import { ApiError, errorFromResponse } from './api-error';
import { navigateTo } from './navigation';
import {
  SESSION_KEYS,
  clearSession,
  getCsrfToken,
  getSession,
  setCsrfToken,
  setSession,
  subscribe,
  tokenSessionId,
} from './session';
import { tabSession } from './tab-session';

export { ApiError, ROOT_FIELD, hasStatus, type ApiErrorKind } from './api-error';
export { applyServerErrors } from './form-errors';

/** Same origin: the API and the web app are served on one port (DESIGN.md "Running"). */
const BASE_URL = '';
export const REFRESH_PATH = '/api/auth/token/refresh';
export const SESSION_EXPIRED_PATH = '/login?session_expired=true';

type QueryValue = string | number | boolean | null | undefined;
export interface RequestOptions<T = unknown> {
  body?: unknown;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Leave out the bearer token and never try a refresh (sign-in, registration, public data). */
  skipAuth?: boolean;
  signal?: AbortSignal;
  /** Parses the reply, so a server that drifts from the contract fails loudly here. */
  schema?: z.ZodType<T>;
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) params.append(key, String(v));
  }
  const search = params.toString();
  return `${BASE_URL}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  );
}

/** JSON, text or binary by content type (spec 01 §7); an empty reply is undefined. */
async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (/[/+]json\b/i.test(type)) {
    const text = await response.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  if (type.startsWith('text/') || type === '') {
    const text = await response.text();
    return text === '' ? undefined : text;
  }
  return response.blob();
}

/** One HTTP exchange with the generic headers, timeout and error mapping; no refresh logic. */
async function send(method: Method, path: string, options: RequestOptions, accessToken: string | null) {
  const headers: Record<string, string> = { 'X-API-Version': API_VERSION, ...options.headers };
  if (accessToken && !options.skipAuth) headers.Authorization = `Bearer ${accessToken}`;
  const csrf = getCsrfToken();
  if (csrf) headers['X-CSRF-Token'] = csrf;
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isRawBody(options.body)) {
      body = options.body;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (options.signal?.aborted) controller.abort(options.signal.reason);

  try {
    const response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: controller.signal,
    });
    const csrfFromServer = response.headers.get('X-CSRF-Token');
    if (csrfFromServer) setCsrfToken(csrfFromServer);
    const data = await parseBody(response);
    return { response, data };
  } catch (error) {
    if (timedOut) {
      throw new ApiError({
        status: 0,
        kind: 'timeout',
        message: MESSAGES.requestTimeout(REQUEST_TIMEOUT_MS),
      });
    }
    // The caller cancelled (e.g. TanStack Query dropped the query): let the AbortError through untouched.
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, kind: 'network', message: MESSAGES.networkConnectionFailed });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

interface RefreshReply {
  access_token: string;
  refresh_token?: string;
  user?: User;
}

let refreshing: Promise<string> | null = null;
type ExpiryListener = () => void;
const expiryListeners = new Set<ExpiryListener>();

/** Called once per session expiry, after tokens are cleared (the session provider toasts and tidies up). */
export function onSessionExpired(listener: ExpiryListener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

function isOnSessionExpiredPage(): boolean {
  const { pathname, search } = window.location;
  return pathname === '/login' && new URLSearchParams(search).get('session_expired') === 'true';
}

// Remembered in the tab until the next sign-in, so route guards reacting to the cleared session send the user
// to the same /login?session_expired=true instead of racing it with a plain /login, even when the expiry was
// noticed by a page that has since been reloaded or left.
subscribe(() => {
  if (getSession().accessToken) sessionStorage.removeItem(SESSION_KEYS.expired);
});
export const sessionJustExpired = (): boolean => sessionStorage.getItem(SESSION_KEYS.expired) === 'true';

/** Account-level expiry (spec 01 §4): clear tokens, tell listeners, go to the sign-in page once. */
export function expireSession(): void {
  clearSession();
  for (const listener of expiryListeners) listener();
  // After the listeners: they wipe the rest of the tab's storage.
  sessionStorage.setItem(SESSION_KEYS.expired, 'true');
  if (!isOnSessionExpiredPage()) navigateTo(SESSION_EXPIRED_PATH);
}

/** A refresh the server answered with a refusal: the token is dead, not just out of reach. */
class RefreshRefused extends ApiError {}

/** One exchange with the server; the new pair is stored and told to the other tabs of this session. */
async function exchangeRefreshToken(refreshToken: string): Promise<string> {
  let reply: RefreshReply | undefined;
  let refused = false;
  try {
    const result = await send(
      'POST',
      REFRESH_PATH,
      { body: { refresh: refreshToken }, skipAuth: true },
      null,
    );
    refused = result.response.status === 401;
    if (result.response.ok) reply = result.data as RefreshReply | undefined;
  } catch {
    // Unreachable: this tab cannot refresh, which says nothing about the other tabs' session.
  }
  if (typeof reply?.access_token !== 'string') {
    const init = { status: 401, kind: 'auth', message: MESSAGES.tokenRefreshFailed } as const;
    throw refused ? new RefreshRefused(init) : new ApiError(init);
  }
  setSession({ accessToken: reply.access_token, refreshToken: reply.refresh_token, user: reply.user });
  tabSession.announceRefreshed(getSession());
  return reply.access_token;
}

/**
 * Refreshes under the session's lock, so the tabs of one sign-in take turns (ADR 011). A tab that waited finds
 * the pair the tab before it stored and told it about, and spends nothing; a refusal is checked with the open
 * tabs, one of which may hold a pair that has not reached this tab yet, before it counts.
 */
async function performRefresh(): Promise<string> {
  const before = getSession();
  if (!before.refreshToken)
    throw new ApiError({ status: 401, kind: 'auth', message: MESSAGES.noRefreshToken });
  const sid = tokenSessionId(before.accessToken);
  return tabSession.withRefreshLock(sid, async () => {
    const current = getSession();
    if (current.accessToken && current.refreshToken && current.refreshToken !== before.refreshToken) {
      return current.accessToken;
    }
    if (!current.refreshToken) {
      throw new ApiError({ status: 401, kind: 'auth', message: MESSAGES.noRefreshToken });
    }
    try {
      return await exchangeRefreshToken(current.refreshToken);
    } catch (error) {
      const newer = sid ? await tabSession.askOpenTabs({ sid, except: current.refreshToken }) : null;
      if (!newer) {
        // No tab holds a later pair: the server ended this sign-in, for every tab that shares it.
        if (error instanceof RefreshRefused) tabSession.announceEnded(sid, 'expired');
        throw error;
      }
      setSession(newer);
      return newer.accessToken;
    }
  });
}

/**
 * Exchanges the refresh token for a new access token. Concurrent callers share one exchange; when it fails
 * the session expires (once) and the promise rejects.
 */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= performRefresh()
    .catch((error: unknown) => {
      expireSession();
      throw error;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

// Another tab's refresh was refused and no tab held a later pair: this tab's copy is dead too.
tabSession.onEnded((reason) => {
  if (reason === 'expired') expireSession();
});

/** True while a refresh is in flight, so the automatic refresh does not start a second one. */
export const isRefreshing = (): boolean => refreshing !== null;

async function request<T>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const token = options.skipAuth ? null : getSession().accessToken;
  let { response, data } = await send(method, path, options, token);

  // Spec 01 §4: a 401 on an authenticated call earns one refresh and one retry. When another tab's refresh
  // has replaced the token meanwhile, the retry uses that one and spends no refresh of its own.
  if (response.status === 401 && token) {
    try {
      const stored = getSession().accessToken;
      const fresh = stored && stored !== token ? stored : await refreshAccessToken();
      ({ response, data } = await send(method, path, options, fresh));
    } catch (error) {
      if (error instanceof ApiError && error.kind !== 'auth') throw error;
      throw new ApiError({ status: 401, kind: 'auth', message: MESSAGES.authenticationFailed });
    }
    if (response.status === 401) {
      throw new ApiError({ status: 401, kind: 'auth', message: MESSAGES.authenticationFailed, detail: data });
    }
  }
  if (!response.ok) throw errorFromResponse(response, data);
  // A reply that breaks its contract throws the ZodError: features that own a message for it (spec 02 §8
  // 'Invalid response from server') catch it; everywhere else readableMessage() shows the server-error text.
  return options.schema ? options.schema.parse(data) : (data as T);
}

/** The one way the web app talks to the API. */
export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('GET', path, options),
  post: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('POST', path, options),
  put: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('PUT', path, options),
  patch: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('PATCH', path, options),
  delete: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, options),
};

/** `K` may be left out when its type allows nothing, or when every field in it is optional. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Record<string, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call to endpoint `E` sends: its path parameters, query and body, typed from its declaration. */
export type CallInput<E extends EndpointSpec> = Part<'params', ParamsIn<E>> &
  Part<'query', QueryIn<E>> &
  Part<'body', BodyIn<E>>;

export type CallOptions = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Overrides what the access rule implies (sign-out sends its own header, a stale token must not refresh). */
  skipAuth?: boolean;
};

type CallArgs<E extends EndpointSpec> =
  Record<string, never> extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

/** Public endpoints go without a token; staff-only flags (`onlyWhen`) send it only when set. */
function sendsToken(endpoint: EndpointSpec, query: Record<string, unknown> | undefined): boolean {
  const rule = endpoint.access;
  if (rule.kind === 'public') return false;
  if (rule.kind === 'permission' && rule.onlyWhen) {
    const flag = query?.[rule.onlyWhen];
    return flag === true || flag === 'true' || flag === '1';
  }
  return true;
}

/**
 * The one way features talk to the API: through an endpoint declared in packages/contracts. The path comes
 * from the declaration, the token from its access rule, and the answer is checked against its schema, so a
 * server that drifts from the contract fails here, loudly, instead of deep inside a screen.
 */
export function call<E extends EndpointSpec>(endpoint: E, ...[input, options]: CallArgs<E>) {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: RequestOptions['query'];
    body?: unknown;
  };
  const schema = endpoint.produces ? undefined : endpoint.responses[successStatus(endpoint)];
  return request<ResponseOf<E>>(endpoint.method, pathOf(endpoint, params), {
    query,
    body,
    signal: options?.signal,
    headers: options?.headers,
    skipAuth: options?.skipAuth ?? !sendsToken(endpoint, query),
    schema: schema as z.ZodType<ResponseOf<E>> | undefined,
  });
}
