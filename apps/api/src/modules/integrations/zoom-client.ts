import type { AppConfig } from '../../config';

/*
 * Zoom's OAuth and meetings API, as plain HTTP calls (ADR 014). Only this file knows Zoom's URLs and
 * shapes; tests point it at a local server that speaks the same (test/zoom-server.ts).
 */

export type ZoomApp = NonNullable<AppConfig['zoom']>;

/** Zoom answered with an error status: `status` says whether retrying can help (5xx) or not (4xx). */
export class ZoomRefused extends Error {
  constructor(
    readonly status: number,
    readonly what: string,
    detail: string,
  ) {
    super(`Zoom refused ${what}: ${status} ${detail.slice(0, 200)}`);
    this.name = 'ZoomRefused';
  }
}

export type ZoomTokens = {
  accessToken: string;
  refreshToken: string;
  expiresInSeconds: number;
  scope: string | null;
};
export type ZoomUser = { id: string; email: string };
export type ZoomMeeting = { id: string; joinUrl: string };
export type MeetingTimes = { startsAt: Date; endsAt: Date };

/** A call that hangs longer than this fails (and its job is retried). */
const TIMEOUT_MS = 15_000;

const basic = (app: ZoomApp) =>
  `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`;

async function send(what: string, url: string, init: RequestInit): Promise<Response> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new ZoomRefused(res.status, what, await res.text().catch(() => ''));
  return res;
}

async function tokenCall(app: ZoomApp, what: string, form: Record<string, string>): Promise<ZoomTokens> {
  const res = await send(what, `${app.oauthUrl}/oauth/token`, {
    method: 'POST',
    headers: { authorization: basic(app), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  const body = (await res.json()) as Record<string, unknown>;
  if (typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string')
    throw new ZoomRefused(502, what, 'no tokens in the answer');
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresInSeconds: typeof body.expires_in === 'number' ? body.expires_in : 3600,
    scope: typeof body.scope === 'string' ? body.scope : null,
  };
}

/** Zoom's consent page for a member, carrying our one-use `state`. */
export function authorizeUrl(app: ZoomApp, redirectUri: string, state: string): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: app.clientId,
    redirect_uri: redirectUri,
    state,
  });
  return `${app.oauthUrl}/oauth/authorize?${query}`;
}

export const exchangeCode = (app: ZoomApp, code: string, redirectUri: string) =>
  tokenCall(app, 'the authorisation code', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
  });

/** A new pair: Zoom rotates the refresh token, so the old one stops working once this answers. */
export const refreshTokens = (app: ZoomApp, refreshToken: string) =>
  tokenCall(app, 'the refresh token', { grant_type: 'refresh_token', refresh_token: refreshToken });

export async function revokeToken(app: ZoomApp, token: string): Promise<void> {
  await send('the revocation', `${app.oauthUrl}/oauth/revoke`, {
    method: 'POST',
    headers: { authorization: basic(app), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
}

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export async function currentUser(app: ZoomApp, accessToken: string): Promise<ZoomUser> {
  const res = await send('the user lookup', `${app.apiUrl}/users/me`, { headers: bearer(accessToken) });
  const body = (await res.json()) as Record<string, unknown>;
  if (typeof body.email !== 'string' || (typeof body.id !== 'string' && typeof body.id !== 'number'))
    throw new ZoomRefused(502, 'the user lookup', 'no id or e-mail in the answer');
  return { id: String(body.id), email: body.email.toLowerCase() };
}

/** Start and length as Zoom takes them: an ISO instant in UTC and whole minutes. */
const when = ({ startsAt, endsAt }: MeetingTimes) => ({
  start_time: startsAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
  duration: Math.max(1, Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000)),
  timezone: 'UTC',
});

export async function createMeeting(
  app: ZoomApp,
  accessToken: string,
  meeting: MeetingTimes & { topic: string },
): Promise<ZoomMeeting> {
  const res = await send('the meeting creation', `${app.apiUrl}/users/me/meetings`, {
    method: 'POST',
    headers: { ...bearer(accessToken), 'content-type': 'application/json' },
    body: JSON.stringify({
      topic: meeting.topic,
      type: 2,
      ...when(meeting),
      settings: { waiting_room: true, join_before_host: false },
    }),
  });
  const body = (await res.json()) as Record<string, unknown>;
  if ((typeof body.id !== 'number' && typeof body.id !== 'string') || typeof body.join_url !== 'string')
    throw new ZoomRefused(502, 'the meeting creation', 'no id or join_url in the answer');
  return { id: String(body.id), joinUrl: body.join_url };
}

export async function moveMeeting(app: ZoomApp, accessToken: string, id: string, times: MeetingTimes) {
  await send('the meeting move', `${app.apiUrl}/meetings/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: { ...bearer(accessToken), 'content-type': 'application/json' },
    body: JSON.stringify(when(times)),
  });
}

/** Deletes a meeting; one Zoom no longer knows (404) is as good as deleted. */
export async function deleteMeeting(app: ZoomApp, accessToken: string, id: string): Promise<void> {
  try {
    await send('the meeting deletion', `${app.apiUrl}/meetings/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      headers: bearer(accessToken),
    });
  } catch (error) {
    if (error instanceof ZoomRefused && error.status === 404) return;
    throw error;
  }
}
