import {
  API_VERSION,
  MESSAGES,
  REQUEST_TIMEOUT_MS,
  pathOf,
  type EndpointSpec,
} from '@fertilia/contracts/core';
import { ApiError, errorFromResponse } from './api-error';
import { refreshAccessToken, type CallInput } from './api-client';
import { getCsrfToken, getSession, setCsrfToken } from './session';

/*
 * A POST answered with server-sent events (`text/event-stream`), read as it arrives. `call()` waits for the
 * whole body, which for an answer being written is the point missed. The rules are api-client's: the
 * bearer token, the API version and CSRF headers, one refresh and one retry after a 401 (the retry takes a
 * token another tab stored meanwhile), the error catalogue for a refusal; the timeout covers only the wait
 * for the stream to open, since an answer may take longer to write than any request should take to start.
 */

async function open(path: string, body: unknown, token: string | null, signal?: AbortSignal) {
  const headers: Record<string, string> = {
    'X-API-Version': API_VERSION,
    'Content-Type': 'application/json',
    Accept: 'text/event-stream',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const csrf = getCsrfToken();
  if (csrf) headers['X-CSRF-Token'] = csrf;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (signal?.aborted) controller.abort(signal.reason);
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers,
      body: JSON.stringify(body ?? {}),
      signal: controller.signal,
    });
    const csrfFromServer = response.headers.get('X-CSRF-Token');
    if (csrfFromServer) setCsrfToken(csrfFromServer);
    return response;
  } catch (error) {
    if (timedOut) {
      throw new ApiError({
        status: 0,
        kind: 'timeout',
        message: MESSAGES.requestTimeout(REQUEST_TIMEOUT_MS),
      });
    }
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, kind: 'network', message: MESSAGES.networkConnectionFailed });
  } finally {
    // The caller's listener stays: her signal must still stop the body while it streams.
    clearTimeout(timer);
  }
}

async function refusal(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let data: unknown = text || undefined;
  try {
    data = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // A proxy's page: errorFromResponse shows its own sentence, never the page.
  }
  return errorFromResponse(response, data);
}

/** The `data` of each event in `body`, in order; `data:` lines of one event are joined with newlines. */
export async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
        // Comments (":"), event names and ids carry nothing the callers read.
      }
      if (done) {
        if (data.length > 0) yield data.join('\n');
        return;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * Sends `input` to a declared endpoint that produces `text/event-stream` and yields each event's data parsed
 * as JSON, as it arrives. Aborting `signal` stops reading (and tells the server, which closes its side).
 */
export async function* callEventStream<E extends EndpointSpec>(
  endpoint: E,
  input: CallInput<E>,
  options: { signal?: AbortSignal } = {},
): AsyncGenerator<unknown> {
  const { params, body } = input as { params?: Record<string, string | number>; body?: unknown };
  const path = pathOf(endpoint, params);
  const token = getSession().accessToken;
  let response = await open(path, body, token, options.signal);
  if (response.status === 401 && token) {
    try {
      const stored = getSession().accessToken;
      const fresh = stored && stored !== token ? stored : await refreshAccessToken();
      response = await open(path, body, fresh, options.signal);
    } catch (error) {
      if (error instanceof ApiError && error.kind !== 'auth') throw error;
      if (options.signal?.aborted) throw error;
      throw new ApiError({ status: 401, kind: 'auth', message: MESSAGES.authenticationFailed });
    }
    if (response.status === 401) {
      throw new ApiError({ status: 401, kind: 'auth', message: MESSAGES.authenticationFailed });
    }
  }
  if (!response.ok) throw await refusal(response);
  if (!response.body) return;
  for await (const data of eventData(response.body)) yield JSON.parse(data) as unknown;
}
