import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@fertilia/contracts';
import { authSessions, users } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { testContext } from '../../test/context';
import { createUserWithToken } from '../../test/users';
import { SESSION_ENDED_EVENT, sweepEndedSessions } from './session-sweep';
import { connect, listen, nextEvent } from './test-client';

let app: FastifyInstance;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await createTestApp();
  url = await listen(app);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await app.close();
});

const open = async (token: string) => {
  const socket = await connect(url, token);
  sockets.push(socket);
  return socket;
};
const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe('socket session sweep', () => {
  it('disconnects a socket whose session ended unannounced, and leaves live sessions connected', async () => {
    const leaving = await createUserWithToken(app, { role: 'patient' });
    const staying = await createUserWithToken(app, { role: 'patient' });
    const gone = await open(leaving.token);
    const kept = await open(staying.token);

    expect(await sweepEndedSessions(testContext(app), app.liveServer)).toBe(0);

    // Ended behind the app's back (an operator's SQL): no announcement, so only the sweep can notice.
    await app.deps.db.db
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: 'test' })
      .where(eq(authSessions.userId, leaving.user.id));

    const told = nextEvent<{ detail: string }>(gone, SESSION_ENDED_EVENT);
    const cut = disconnected(gone);
    expect(await sweepEndedSessions(testContext(app), app.liveServer)).toBe(1);
    expect(await told).toEqual({ detail: MESSAGES.sessionRevoked });
    expect(await cut).toBe('io server disconnect');
    expect(kept.connected).toBe(true);
  });

  it('disconnects the sockets of a member suspended after connecting', async () => {
    const member = await createUserWithToken(app, { role: 'patient' });
    const socket = await open(member.token);
    await app.deps.db.db.update(users).set({ status: 'suspended' }).where(eq(users.id, member.user.id));

    const cut = disconnected(socket);
    expect(await sweepEndedSessions(testContext(app), app.liveServer)).toBe(1);
    expect(await cut).toBe('io server disconnect');
  });
});
