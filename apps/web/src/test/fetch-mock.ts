import { onTestFinished } from 'vitest';
/**
 * A real function standing in for globalThis.fetch: it records each request and answers from a handler, so
 * component tests exercise the api-client's actual header, parsing and error logic.
 */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  signal?: AbortSignal | null;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function installFetch(handler: Handler) {
  const calls: RecordedRequest[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body as unknown | undefined);
    const request: RecordedRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body,
      signal: init.signal,
    };
    calls.push(request);
    return handler(request);
  }) as typeof fetch;
  return {
    calls,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A JWT-shaped token whose payload carries the given exp (seconds); the signature is irrelevant here. */
export function fakeJwt(expSeconds: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', exp: expSeconds })}.signature`;
}

/** installFetch for the running test only: the real fetch comes back when the test finishes. */
export function installTestFetch(handler: Handler) {
  const fetch = installFetch(handler);
  onTestFinished(fetch.restore);
  return fetch;
}
