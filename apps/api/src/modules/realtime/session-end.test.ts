import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { MESSAGES, NOTIFICATION_SOCKET_PATH } from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import { createUserWithToken, type TestUser } from '../../test/users';
import { SESSION_ENDED_CLOSE_CODE } from '../notifications/hub';
import { openSocket, type TestSocket } from '../notifications/socket-client';
import { SESSION_ENDED_EVENT } from './session-sweep';
import { connect, listen, nextEvent } from './test-client';

/**
 * A session that ends closes its live connections at once — socket.io and the notification socket — not at
 * the next sweep (no sweep runs in these tests: the job runner does not poll under NODE_ENV=test).
 */
let app: FastifyInstance;
let url: string;
const opened: { close(): void }[] = [];

beforeAll(async () => {
  app = await createTestApp();
  url = await listen(app);
});
afterAll(async () => {
  for (const s of opened) s.close();
  await app.close();
});

const wsUrl = () => url.replace(/^http/, 'ws') + NOTIFICATION_SOCKET_PATH;

async function bothSockets(member: TestUser) {
  const live: Socket = await connect(url, member.token);
  const ws: TestSocket = await openSocket(wsUrl(), member.token);
  opened.push(live, ws);
  const liveEnded = nextEvent<{ detail: string }>(live, SESSION_ENDED_EVENT);
  const wsClosed = new Promise<number>((resolve) => ws.ws.once('close', (code) => resolve(code)));
  return { live, ws, liveEnded, wsClosed };
}

const post = (member: TestUser | null, url: string, payload: unknown = {}) =>
  app.inject({ method: 'POST', url, headers: member?.auth ?? {}, payload: payload as object });

describe('ending a session closes its sockets at once', () => {
  it('on sign-out, only that session’s sockets', async () => {
    const member = await createUserWithToken(app, { role: 'patient' });
    const other = await createUserWithToken(app, { role: 'patient' });
    const ended = await bothSockets(member);
    const kept = await bothSockets(other);
    expect((await post(member, '/api/auth/logout/')).statusCode).toBe(200);
    expect(await ended.liveEnded).toEqual({ detail: MESSAGES.sessionRevoked });
    expect(await ended.wsClosed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(kept.live.connected).toBe(true);
    expect(kept.ws.ws.readyState).toBe(kept.ws.ws.OPEN);
  });

  it('on suspension by an admin, every session of the member', async () => {
    const admin = await createUserWithToken(app, { role: 'admin' });
    const member = await createUserWithToken(app, { role: 'patient' });
    const ended = await bothSockets(member);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${member.user.id}/status`,
      headers: admin.auth,
      payload: { status: 'suspended' },
    });
    expect(res.statusCode).toBe(200);
    expect(await ended.liveEnded).toEqual({ detail: MESSAGES.sessionRevoked });
    expect(await ended.wsClosed).toBe(SESSION_ENDED_CLOSE_CODE);
  });
});
