import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_VERSION, MESSAGES, REQUEST_TIMEOUT_MS } from '@fertilia/contracts';
import { installFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { makeUser } from '@/test/users';
import { ApiError, REFRESH_PATH, api, onSessionExpired } from './api-client';
import { readableMessage } from './api-error';
import { setNavigator } from './navigation';
import { getSession, setSession, SESSION_KEYS } from './session';

let restore: (() => void) | undefined;
const navigations: string[] = [];

function serve(handler: (request: RecordedRequest) => Response | Promise<Response>) {
  const mock = installFetch(handler);
  restore = mock.restore;
  return mock.calls;
}

/** Runs a call that must fail and returns its ApiError. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  navigations.length = 0;
  setNavigator((to) => navigations.push(to));
  window.history.replaceState({}, '', '/profile');
  document.head.querySelector('meta[name="csrf-token"]')?.remove();
});

afterEach(() => {
  restore?.();
  vi.useRealTimers();
});

describe('generic request rules', () => {
  it('sends the API version, the bearer token and a JSON body', async () => {
    setSession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const calls = serve(() => jsonResponse(200, { ok: true }));
    const reply = await api.post<{ ok: boolean }>('/api/things', {
      body: { name: 'x' },
      query: { skip: 0, q: undefined },
    });
    expect(reply).toEqual({ ok: true });
    const [call] = calls;
    expect(call!.url).toBe('/api/things?skip=0');
    expect(call!.headers.get('X-API-Version')).toBe(API_VERSION);
    expect(call!.headers.get('Authorization')).toBe('Bearer access-1');
    expect(call!.headers.get('Content-Type')).toBe('application/json');
    expect(call!.body).toEqual({ name: 'x' });
  });

  it('leaves out the bearer token with skipAuth and the JSON type for form data', async () => {
    setSession({ accessToken: 'access-1' });
    const calls = serve(() => jsonResponse(200, {}));
    const form = new FormData();
    form.append('file', 'content');
    await api.post('/api/upload', { body: form, skipAuth: true });
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
    expect(calls[0]!.headers.get('Content-Type')).toBeNull();
    expect(calls[0]!.body).toBe(form);
  });

  it('sends no content type when there is no body', async () => {
    const calls = serve(() => new Response(null, { status: 204 }));
    await expect(api.delete('/api/things/1')).resolves.toBeUndefined();
    expect(calls[0]!.headers.get('Content-Type')).toBeNull();
  });

  it('takes the CSRF token from the page meta tag, then from each response', async () => {
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'from-meta';
    document.head.append(meta);
    const calls = serve(() => jsonResponse(200, {}, { 'X-CSRF-Token': 'from-server' }));
    await api.get('/api/a');
    await api.get('/api/b');
    expect(calls[0]!.headers.get('X-CSRF-Token')).toBe('from-meta');
    expect(calls[1]!.headers.get('X-CSRF-Token')).toBe('from-server');
    expect(sessionStorage.getItem(SESSION_KEYS.csrfToken)).toBe('from-server');
  });

  it('reads JSON, text and binary replies by content type', async () => {
    serve(({ url }) => {
      if (url.endsWith('/json')) return jsonResponse(200, { a: 1 });
      if (url.endsWith('/text'))
        return new Response('plain words', { headers: { 'Content-Type': 'text/plain' } });
      return new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'application/pdf' } });
    });
    await expect(api.get('/api/json')).resolves.toEqual({ a: 1 });
    await expect(api.get('/api/text')).resolves.toBe('plain words');
    const blob = (await api.get('/api/file')) as Blob;
    expect(blob.size).toBe(3);
  });

  it('parses the reply with a given schema', async () => {
    serve(() => jsonResponse(200, { id: 7, extra: true }));
    await expect(api.get('/api/x', { schema: z.object({ id: z.number() }) })).resolves.toEqual({ id: 7 });
  });

  it('a reply that breaks its contract throws the ZodError, which reads as the server-error sentence', async () => {
    serve(() => jsonResponse(200, { id: 'not a number' }));
    const error = await api.get('/api/x', { schema: z.object({ id: z.number() }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(z.ZodError);
    expect(readableMessage(error)).toBe(MESSAGES.serverErrorMapped);
    expect(readableMessage(new ApiError({ status: 404, kind: 'http', message: 'Post not found' }))).toBe(
      'Post not found',
    );
  });
});

describe('error catalogue (spec 01 §8)', () => {
  it('422: joins field messages, drops the body prefix, omits root names, keys by the last loc', async () => {
    serve(() =>
      jsonResponse(422, {
        detail: [
          { loc: ['body', 'email'], msg: 'Invalid email format', type: 'value_error' },
          { loc: ['body', 'medical_profile', 'height'], msg: 'Too short', type: 'value_error' },
          { loc: ['body'], msg: 'At least one field must be present', type: 'value_error' },
        ],
      }),
    );
    const error = await failure(api.post('/api/x', { body: {} }));
    expect(error.status).toBe(422);
    expect(error.kind).toBe('validation');
    expect(error.message).toBe(
      'email: Invalid email format, medical_profile.height: Too short, At least one field must be present',
    );
    expect(error.fieldErrors).toEqual({
      email: 'Invalid email format',
      height: 'Too short',
      root: 'At least one field must be present',
    });
  });

  it('422: a string detail or a message becomes the root error', async () => {
    serve(({ url }) => jsonResponse(422, url.endsWith('/a') ? { detail: 'Bad input' } : { message: 'Nope' }));
    const a = await failure(api.post('/api/a'));
    expect(a.message).toBe('Bad input');
    expect(a.fieldErrors).toEqual({ root: 'Bad input' });
    const b = await failure(api.post('/api/b'));
    expect(b.fieldErrors).toEqual({ root: 'Nope' });
  });

  it("422: anything else reads 'Validation error occurred'", async () => {
    serve(() => jsonResponse(422, { detail: [] }));
    const error = await failure(api.post('/api/x'));
    expect(error.message).toBe(MESSAGES.validationError);
  });

  it('409: an e-mail conflict lands on the email field, others on the root, default Conflict', async () => {
    serve(({ url }) => {
      if (url.endsWith('/email')) return jsonResponse(409, { detail: MESSAGES.emailTaken });
      if (url.endsWith('/name')) return jsonResponse(409, { detail: MESSAGES.usernameTaken });
      return jsonResponse(409, undefined);
    });
    const email = await failure(api.post('/api/email'));
    expect(email.kind).toBe('conflict');
    expect(email.fieldErrors).toEqual({ email: MESSAGES.emailTaken });
    const name = await failure(api.post('/api/name'));
    expect(name.fieldErrors).toEqual({ root: MESSAGES.usernameTaken });
    const bare = await failure(api.post('/api/bare'));
    expect(bare.message).toBe('Conflict');
    expect(bare.fieldErrors).toEqual({ root: 'Conflict' });
  });

  it('429: reads Retry-After, else waits the default 60 seconds', async () => {
    serve(({ url }) =>
      jsonResponse(429, { detail: 'slow down' }, url.endsWith('/with') ? { 'Retry-After': '17' } : {}),
    );
    const withHeader = await failure(api.get('/api/with'));
    expect(withHeader.kind).toBe('rate_limit');
    expect(withHeader.message).toBe('Rate limit exceeded. Retry after 17 seconds');
    expect(withHeader.retryAfter).toBe(17);
    const without = await failure(api.get('/api/without'));
    expect(without.message).toBe('Rate limit exceeded. Retry after 60 seconds');
    expect(without.retryAfter).toBe(60);
  });

  it('5xx: one friendly sentence whatever the server wrote, JSON, text, HTML or nothing', async () => {
    serve(({ url }) => {
      if (url.endsWith('/json')) return jsonResponse(500, { detail: 'boom' });
      if (url.endsWith('/text'))
        return new Response('boom', { status: 500, headers: { 'Content-Type': 'text/plain' } });
      if (url.endsWith('/html'))
        return new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        });
      return new Response(null, { status: 504 });
    });
    for (const [path, status] of [
      ['/api/json', 500],
      ['/api/text', 500],
      ['/api/html', 502],
      ['/api/bare', 504],
    ] as const) {
      const error = await failure(api.get(path));
      expect(error).toMatchObject({ status, kind: 'http', message: MESSAGES.serverErrorMapped });
    }
  });

  it("the catalogue's 503 and every 4xx keep the API's own words; a non-JSON 4xx says its status", async () => {
    serve(({ url }) => {
      if (url.endsWith('/unavailable'))
        return jsonResponse(503, { detail: 'Payments are paused for upkeep' });
      if (url.endsWith('/missing')) return jsonResponse(404, { detail: 'Post not found' });
      if (url.endsWith('/refused')) return jsonResponse(403, { detail: MESSAGES.forbidden });
      return new Response('<h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } });
    });
    expect((await failure(api.get('/api/unavailable'))).message).toBe('Payments are paused for upkeep');
    expect((await failure(api.get('/api/missing'))).message).toBe('Post not found');
    expect((await failure(api.get('/api/refused'))).message).toBe(MESSAGES.forbidden);
    expect((await failure(api.get('/api/proxy'))).message).toBe('Request failed with status 404');
  });

  it('a 422 or 409 with a text body never shows the text', async () => {
    serve(({ url }) =>
      url.endsWith('/invalid')
        ? new Response('boom', { status: 422, headers: { 'Content-Type': 'text/plain' } })
        : new Response('boom', { status: 409, headers: { 'Content-Type': 'text/plain' } }),
    );
    expect((await failure(api.get('/api/invalid'))).message).toBe(MESSAGES.validationError);
    expect((await failure(api.get('/api/conflict'))).message).toBe(MESSAGES.conflict);
  });

  it('uses a message field when there is no detail', async () => {
    serve(() => jsonResponse(404, { message: 'Gone away' }));
    expect((await failure(api.get('/api/x'))).message).toBe('Gone away');
  });

  it("times out after REQUEST_TIMEOUT_MS with 'Request timeout after 30000ms'", async () => {
    vi.useFakeTimers();
    serve(
      ({ signal }) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(api.get('/api/slow'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('Request timeout after 30000ms');
  });

  it("a connection failure is status 0 'Network connection failed'", async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(api.get('/api/x'));
    expect(error).toMatchObject({ status: 0, kind: 'network', message: 'Network connection failed' });
  });

  it('lets a caller abort through untouched', async () => {
    serve(
      ({ signal }) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = api.get('/api/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('401: one refresh, one retry (spec 01 §4)', () => {
  const user = makeUser();

  it('refreshes once and retries with the new token', async () => {
    setSession({ accessToken: 'old', refreshToken: 'refresh-1', user });
    const calls = serve(({ url, headers }) => {
      if (url === REFRESH_PATH)
        return jsonResponse(200, { access_token: 'new', refresh_token: 'refresh-2', user });
      return headers.get('Authorization') === 'Bearer new'
        ? jsonResponse(200, { ok: true })
        : jsonResponse(401, { detail: MESSAGES.tokenExpired });
    });
    await expect(api.get('/api/me')).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/me', REFRESH_PATH, '/api/me']);
    expect(calls[1]!.body).toEqual({ refresh: 'refresh-1' });
    expect(getSession()).toMatchObject({ accessToken: 'new', refreshToken: 'refresh-2' });
  });

  it('shares one refresh between concurrent 401s', async () => {
    setSession({ accessToken: 'old', refreshToken: 'refresh-1', user });
    const calls = serve(async ({ url, headers }) => {
      if (url === REFRESH_PATH) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return jsonResponse(200, { access_token: 'new', user });
      }
      return headers.get('Authorization') === 'Bearer new'
        ? jsonResponse(200, { url })
        : jsonResponse(401, {});
    });
    const replies = await Promise.all([api.get('/api/a'), api.get('/api/b'), api.get('/api/c')]);
    expect(replies).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(calls.filter((c) => c.url === REFRESH_PATH)).toHaveLength(1);
    // Without a new refresh token in the reply the old one is kept.
    expect(getSession().refreshToken).toBe('refresh-1');
  });

  it("a failed refresh clears the session, says 'Authentication failed' and goes to /login?session_expired=true", async () => {
    setSession({ accessToken: 'old', refreshToken: 'refresh-1', user });
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const calls = serve(({ url }) =>
      url === REFRESH_PATH ? jsonResponse(401, { detail: MESSAGES.refreshInvalid }) : jsonResponse(401, {}),
    );
    const errors = await Promise.all([failure(api.get('/api/a')), failure(api.get('/api/b'))]);
    stop();
    for (const error of errors)
      expect(error).toMatchObject({ status: 401, kind: 'auth', message: 'Authentication failed' });
    expect(calls.filter((c) => c.url === REFRESH_PATH)).toHaveLength(1);
    expect(getSession()).toEqual({ accessToken: null, refreshToken: null, user: null });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigations).toEqual(['/login?session_expired=true']);
  });

  it('does not redirect when already on /login?session_expired=true', async () => {
    window.history.replaceState({}, '', '/login?session_expired=true');
    setSession({ accessToken: 'old', refreshToken: 'refresh-1', user });
    serve(() => jsonResponse(401, {}));
    await failure(api.get('/api/a'));
    expect(navigations).toEqual([]);
  });

  it('still redirects from /login without the flag', async () => {
    window.history.replaceState({}, '', '/login');
    setSession({ accessToken: 'old', refreshToken: 'refresh-1', user });
    serve(() => jsonResponse(401, {}));
    await failure(api.get('/api/a'));
    expect(navigations).toEqual(['/login?session_expired=true']);
  });

  it('with no refresh token, expires the session without calling the server', async () => {
    setSession({ accessToken: 'old', user });
    const calls = serve(() => jsonResponse(401, {}));
    const error = await failure(api.get('/api/a'));
    expect(error.message).toBe(MESSAGES.authenticationFailed);
    expect(calls.map((c) => c.url)).toEqual(['/api/a']);
    expect(navigations).toEqual(['/login?session_expired=true']);
  });

  it('retries only once: a second 401 is an authentication failure', async () => {
    setSession({ accessToken: 'old', refreshToken: 'refresh-1', user });
    const calls = serve(({ url }) =>
      url === REFRESH_PATH ? jsonResponse(200, { access_token: 'new', user }) : jsonResponse(401, {}),
    );
    const error = await failure(api.get('/api/a'));
    expect(error.message).toBe(MESSAGES.authenticationFailed);
    expect(calls.map((c) => c.url)).toEqual(['/api/a', REFRESH_PATH, '/api/a']);
  });

  it('never refreshes for skipAuth calls such as sign-in', async () => {
    setSession({ accessToken: 'old', refreshToken: 'refresh-1', user });
    const calls = serve(() => jsonResponse(401, { detail: MESSAGES.invalidCredentials }));
    const error = await failure(api.post('/api/auth/login/', { body: {}, skipAuth: true }));
    expect(error).toMatchObject({ status: 401, kind: 'auth', message: MESSAGES.invalidCredentials });
    expect(calls).toHaveLength(1);
    expect(navigations).toEqual([]);
  });
});
