import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local server that speaks the parts of Zoom's OAuth and REST API the app uses (ADR 014), for the adapter's
 * tests and the browser journeys. Standalone (node built-ins only) so e2e/support can import it too.
 * - GET  /oauth/authorize: "the member approves" at once and is redirected back with a code and her state.
 * - POST /oauth/token: authorization_code and refresh_token grants, Basic auth checked; refresh tokens
 *   rotate (the old one stops working) and access tokens expire, by the `now` it is given.
 * - POST /oauth/revoke, GET /v2/users/me, POST /v2/users/me/meetings, PATCH and DELETE /v2/meetings/:id.
 * Every call is recorded in `calls`, and meetings in `meetings`, for tests to read.
 */

export type ZoomServerOptions = {
  clientId: string;
  clientSecret: string;
  /** The Zoom account that approves. */
  user?: { id: string; email: string };
  /** Seconds an access token lives (Zoom: one hour). */
  accessSeconds?: number;
  /** The server's clock, to agree with the app's test clock; real time by default. */
  now?: () => number;
};

export type RecordedCall = { method: string; path: string; body: Record<string, unknown> | null };
export type FakeMeeting = {
  id: number;
  topic: string;
  start_time: string;
  duration: number;
  timezone: string;
  settings: Record<string, unknown>;
  join_url: string;
  deleted: boolean;
};

type Grant = { access: string; refresh: string; accessExpires: number; revoked: boolean };

export type ZoomServer = {
  url: string;
  oauthUrl: string;
  apiUrl: string;
  calls: RecordedCall[];
  meetings: Map<number, FakeMeeting>;
  /** Simulates the member removing our app in Zoom: every token stops working. */
  revokeAll(): void;
  /** Zoom drops the access tokens it gave (refresh tokens still work): the next API call answers 401. */
  revokeAccessTokens(): void;
  /** Makes the next token call answer 500 (Zoom having a bad moment). */
  failNextToken(): void;
  /** The refresh token issued last and still valid (tests check the app holds the rotated one). */
  currentRefreshToken(): string | undefined;
  close(): Promise<void>;
};

const token = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

async function readBody(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  if ((req.headers['content-type'] ?? '').includes('application/json')) return JSON.parse(text);
  return Object.fromEntries(new URLSearchParams(text));
}

function send(res: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) return res.writeHead(status).end();
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startZoomServer(options: ZoomServerOptions): Promise<ZoomServer> {
  const now = options.now ?? (() => Date.now());
  const user = options.user ?? { id: 'zoom-user-1', email: 'eva.host@zoom.example' };
  const accessSeconds = options.accessSeconds ?? 3600;
  const calls: RecordedCall[] = [];
  const meetings = new Map<number, FakeMeeting>();
  const codes = new Map<string, string>(); // code → redirect_uri
  const grants: Grant[] = [];
  let nextMeeting = 85_000_000_001;
  let failToken = false;

  const issue = (): Grant => {
    const grant = {
      access: token('access'),
      refresh: token('refresh'),
      accessExpires: now() + accessSeconds * 1000,
      revoked: false,
    };
    grants.push(grant);
    return grant;
  };
  const answerTokens = (res: ServerResponse, grant: Grant) =>
    send(res, 200, {
      access_token: grant.access,
      token_type: 'bearer',
      refresh_token: grant.refresh,
      expires_in: accessSeconds,
      scope: 'meeting:write user:read',
    });
  const basicOk = (req: IncomingMessage) =>
    req.headers.authorization ===
    `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  const bearerOk = (req: IncomingMessage) => {
    const presented = req.headers.authorization?.replace(/^Bearer /, '');
    return grants.some((g) => !g.revoked && g.access === presented && g.accessExpires > now());
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://zoom.local');
    const body = req.method === 'GET' ? null : await readBody(req);
    calls.push({ method: req.method ?? 'GET', path: url.pathname, body });
    const route = `${req.method} ${url.pathname}`;

    if (route === 'GET /oauth/authorize') {
      const redirect = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== options.clientId || !redirect)
        return send(res, 400, { error: 'invalid_client' });
      const code = token('code');
      codes.set(code, redirect);
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return res.writeHead(302, { location: back.toString() }).end();
    }
    if (route === 'POST /oauth/token') {
      if (!basicOk(req))
        return send(res, 401, { reason: 'Invalid client_id or client_secret', error: 'invalid_client' });
      if (failToken) {
        failToken = false;
        return send(res, 500, { reason: 'Internal error' });
      }
      if (body?.grant_type === 'authorization_code') {
        const code = String(body.code);
        if (codes.get(code) !== body.redirect_uri)
          return send(res, 400, { reason: 'Invalid authorization code', error: 'invalid_request' });
        codes.delete(code);
        return answerTokens(res, issue());
      }
      if (body?.grant_type === 'refresh_token') {
        const grant = grants.find((g) => !g.revoked && g.refresh === body.refresh_token);
        if (!grant) return send(res, 400, { reason: 'Invalid Token!', error: 'invalid_grant' });
        grant.revoked = true; // rotation: the old pair is spent
        return answerTokens(res, issue());
      }
      return send(res, 400, { error: 'unsupported_grant_type' });
    }
    if (route === 'POST /oauth/revoke') {
      if (!basicOk(req)) return send(res, 401, { error: 'invalid_client' });
      for (const g of grants) if (g.access === body?.token || g.refresh === body?.token) g.revoked = true;
      return send(res, 200, { status: 'success' });
    }
    if (!url.pathname.startsWith('/v2/')) return send(res, 404, { message: 'Not found' });
    if (!bearerOk(req)) return send(res, 401, { code: 124, message: 'Invalid access token.' });

    if (route === 'GET /v2/users/me') return send(res, 200, { id: user.id, email: user.email, type: 1 });
    if (route === 'POST /v2/users/me/meetings') {
      const id = nextMeeting++;
      const meeting: FakeMeeting = {
        id,
        topic: String(body?.topic),
        start_time: String(body?.start_time),
        duration: Number(body?.duration),
        timezone: String(body?.timezone),
        settings: (body?.settings as Record<string, unknown>) ?? {},
        join_url: `https://zoom.example/j/${id}`,
        deleted: false,
      };
      meetings.set(id, meeting);
      return send(res, 201, {
        id,
        join_url: meeting.join_url,
        start_time: meeting.start_time,
        duration: meeting.duration,
      });
    }
    const match = /^\/v2\/meetings\/(\d+)$/.exec(url.pathname);
    const meeting = match ? meetings.get(Number(match[1])) : undefined;
    if (match && (!meeting || meeting.deleted))
      return send(res, 404, { code: 3001, message: 'Meeting does not exist' });
    if (meeting && req.method === 'PATCH') {
      if (body?.start_time) meeting.start_time = String(body.start_time);
      if (body?.duration) meeting.duration = Number(body.duration);
      return send(res, 204);
    }
    if (meeting && req.method === 'DELETE') {
      meeting.deleted = true;
      return send(res, 204);
    }
    return send(res, 404, { message: 'Not found' });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    oauthUrl: url,
    apiUrl: `${url}/v2`,
    calls,
    meetings,
    revokeAll: () => grants.forEach((g) => (g.revoked = true)),
    revokeAccessTokens: () => grants.forEach((g) => (g.accessExpires = 0)),
    failNextToken: () => (failToken = true),
    currentRefreshToken: () => grants.findLast((g) => !g.revoked)?.refresh,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
