import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOOM_MESSAGES, ZOOM_STATE_MINUTES, integrationsApi } from '@fertilia/contracts';
import { oauthStates, users, zoomConnections } from '../../db/schema';
import {
  auditOf,
  call,
  createExpert,
  createPatient,
  T0,
  type MovableClock,
} from '../consultations/appointment-test-helpers';
import { createTestApp } from '../../test/app';
import { secretBox } from '../../lib/secret-box';
import {
  approveAtZoom,
  APP_URL,
  arriveFromZoom,
  connectZoom,
  createZoomTestApp,
  ZOOM_CLIENT,
} from './test/zoom-test-app';
import type { ZoomServer } from './test/zoom-server';

const { zoomStatus, zoomConnect, zoomDisconnect } = integrationsApi;
const CONNECTED = '/settings?zoom=connected#integrations';
const failed = (reason: string) => `/settings?zoom=error&reason=${reason}#integrations`;

let app: FastifyInstance;
let zoom: ZoomServer;
let clock: MovableClock;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, zoom, clock, close } = await createZoomTestApp());
});
afterAll(() => close());

const connectionOf = async (userId: number) =>
  (await app.deps.db.db.select().from(zoomConnections).where(eq(zoomConnections.userId, userId)))[0];
const profileOf = async (userId: number) =>
  (await app.deps.db.db.select().from(users).where(eq(users.id, userId)))[0]!.professionalProfile;

describe('GET /api/integrations/zoom/status and /connect: who may ask', () => {
  it('refuses callers without a token (401) and patients (403)', async () => {
    const patient = await createPatient(app);
    for (const path of [zoomStatus.path, zoomConnect.path]) {
      expect((await call(app, null, 'GET', path)).statusCode).toBe(401);
      const refused = await call(app, patient, 'GET', path);
      expect(refused.statusCode).toBe(403);
    }
    expect((await call(app, null, 'DELETE', zoomDisconnect.path)).statusCode).toBe(401);
    expect((await call(app, patient, 'DELETE', zoomDisconnect.path)).statusCode).toBe(403);
  });

  it('answers a doctor as an expert: configured, not connected', async () => {
    const doctor = await createExpert(app, { role: 'doctor' });
    const res = await call(app, doctor, 'GET', zoomStatus.path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ configured: true, connected: false, host_email: null, connected_at: null });
  });

  it('answers configured: false, and a 409 for connect, on a server without Zoom', async () => {
    const bare = await createTestApp();
    try {
      const expert = await createExpert(bare);
      const status = await call(bare, expert, 'GET', zoomStatus.path);
      expect(status.json()).toMatchObject({ configured: false, connected: false });
      const connect = await call(bare, expert, 'GET', zoomConnect.path);
      expect(connect.statusCode).toBe(409);
      expect(connect.json()).toEqual({ detail: ZOOM_MESSAGES.notConfigured });
    } finally {
      await bare.close();
    }
  });
});

describe('connecting Zoom', () => {
  it("answers Zoom's consent page with our client, callback and a state of which only the hash is kept", async () => {
    const expert = await createExpert(app);
    const res = await call(app, expert, 'GET', zoomConnect.path);
    const url = new URL(res.json().authorize_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${zoom.oauthUrl}/oauth/authorize`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(ZOOM_CLIENT.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP_URL}/api/integrations/zoom/callback`);
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^[\w-]{43}$/);
    const rows = await app.deps.db.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.userId, expert.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.stateHash).not.toContain(state);
    expect(rows[0]!.expiresAt).toEqual(new Date(clock.now().getTime() + ZOOM_STATE_MINUTES * 60_000));
    // The asking browser keeps the state, for the callback only, out of reach of scripts.
    expect(String(res.headers['set-cookie'])).toBe(
      `fertilia_zoom_state=${state}; Path=/api/integrations/zoom/callback; Max-Age=${ZOOM_STATE_MINUTES * 60}; HttpOnly; SameSite=Lax`,
    );
  });

  it('connects on a good state: tokens stored sealed, host e-mail set, audited, browser sent to settings', async () => {
    const expert = await createExpert(app);
    expect(await connectZoom(app, expert)).toBe(CONNECTED);
    const row = (await connectionOf(expert.user.id))!;
    expect(row).toMatchObject({ zoomUserId: 'zoom-user-1', hostEmail: 'eva.host@zoom.example' });
    const refresh = zoom.currentRefreshToken()!;
    expect(JSON.stringify(row)).not.toContain(refresh);
    expect(JSON.stringify(row)).not.toMatch(/access-[0-9a-f]{24}/);
    expect(secretBox(app.deps.config.tokenSealKey, 'zoom-tokens').open(row.refreshTokenSealed)).toBe(refresh);
    expect(await profileOf(expert.user.id)).toMatchObject({ zoom_host_email: 'eva.host@zoom.example' });
    const audit = await auditOf(app, 'integrations.zoom_connected');
    expect(audit.some((e) => e.actorId === expert.user.id && e.targetUserId === expert.user.id)).toBe(true);
    const status = await call(app, expert, 'GET', zoomStatus.path);
    expect(status.json()).toEqual({
      configured: true,
      connected: true,
      host_email: 'eva.host@zoom.example',
      connected_at: clock.now().toISOString(),
    });
    const exchange = zoom.calls.findLast((c) => c.path === '/oauth/token')!;
    expect(exchange.body).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: `${APP_URL}/api/integrations/zoom/callback`,
    });
  });

  it('sends the browser back with an error for a missing, unknown, reused or expired state', async () => {
    const expert = await createExpert(app);
    const back = await approveAtZoom(app, expert);
    const code = new URL(back.path, APP_URL).searchParams.get('code');
    const get = async (path: string) => {
      const res = await arriveFromZoom(app, back, path);
      expect(res.statusCode).toBe(302);
      return res.headers.location;
    };
    expect(await get(`/api/integrations/zoom/callback?code=${code}`)).toBe(failed('state'));
    expect(await get(`/api/integrations/zoom/callback?code=${code}&state=forged`)).toBe(failed('state'));
    expect(await get(back.path)).toBe(CONNECTED);
    expect(await get(back.path)).toBe(failed('state'));

    const late = await createExpert(app);
    const lateBack = await approveAtZoom(app, late);
    clock.set(new Date(clock.now().getTime() + (ZOOM_STATE_MINUTES * 60 + 1) * 1000));
    try {
      expect((await arriveFromZoom(app, lateBack)).headers.location).toBe(failed('state'));
      expect(await connectionOf(late.user.id)).toBeUndefined();
    } finally {
      clock.set(T0);
    }
  });

  it('connects only in the browser that asked: a consent link passed to someone else connects nobody', async () => {
    const asker = await createExpert(app);
    const back = await approveAtZoom(app, asker);
    // Another browser (no cookie, or its own) follows the same link back from Zoom.
    const elsewhere = await app.inject({ method: 'GET', url: back.path });
    expect(elsewhere.headers.location).toBe(failed('state'));
    const otherCookie = await app.inject({
      method: 'GET',
      url: back.path,
      headers: { cookie: 'fertilia_zoom_state=someone-elses' },
    });
    expect(otherCookie.headers.location).toBe(failed('state'));
    expect(await connectionOf(asker.user.id)).toBeUndefined();
    // The state was not spent by those: her own browser still connects, and the cookie is cleared.
    const hers = await arriveFromZoom(app, back);
    expect(hers.headers.location).toBe(CONNECTED);
    expect(String(hers.headers['set-cookie'])).toMatch(/fertilia_zoom_state=;.*Max-Age=0/);
  });

  it('sends the browser back with an error when she declines or Zoom refuses the code', async () => {
    const expert = await createExpert(app);
    const back = await approveAtZoom(app, expert);
    const state = new URL(back.path, APP_URL).searchParams.get('state')!;
    const declined = await arriveFromZoom(
      app,
      back,
      `/api/integrations/zoom/callback?error=access_denied&state=${state}`,
    );
    expect(declined.headers.location).toBe(failed('denied'));

    const againBack = await approveAtZoom(app, expert);
    const again = new URL(againBack.path, APP_URL);
    again.searchParams.set('code', 'not-a-code');
    const refused = await arriveFromZoom(app, againBack, `${again.pathname}${again.search}`);
    expect(refused.headers.location).toBe(failed('exchange'));
    expect(await connectionOf(expert.user.id)).toBeUndefined();
  });

  it("attaches the Zoom account to the member whose state it is, never to another's", async () => {
    const asker = await createExpert(app);
    const other = await createExpert(app);
    await call(app, other, 'GET', zoomConnect.path);
    expect(await connectZoom(app, asker)).toBe(CONNECTED);
    expect(await connectionOf(asker.user.id)).toBeDefined();
    expect(await connectionOf(other.user.id)).toBeUndefined();
  });
});

describe('DELETE /api/integrations/zoom', () => {
  it('forgets the account, revokes it at Zoom, clears the host e-mail it set, and is audited', async () => {
    const expert = await createExpert(app);
    await connectZoom(app, expert);
    const refresh = zoom.currentRefreshToken();
    const res = await call(app, expert, 'DELETE', zoomDisconnect.path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ZOOM_MESSAGES.disconnected });
    expect(await connectionOf(expert.user.id)).toBeUndefined();
    expect(await profileOf(expert.user.id)).not.toHaveProperty('zoom_host_email');
    expect(zoom.calls.findLast((c) => c.path === '/oauth/revoke')!.body).toEqual({ token: refresh });
    expect((await auditOf(app, 'integrations.zoom_disconnected')).map((e) => e.actorId)).toContain(
      expert.user.id,
    );
    const again = await call(app, expert, 'DELETE', zoomDisconnect.path);
    expect(again.statusCode).toBe(200);
  });
});
