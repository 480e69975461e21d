import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, VISIT_TURN_GRACE_SECONDS } from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import { createUserWithToken, type TestUser } from '../../test/users';
import {
  DAY,
  T0,
  addSlot,
  appointmentUrl,
  at,
  book,
  call,
  confirmed,
  createExpert,
  createPatient,
  movableClock,
} from './appointment-test-helpers';

const MINUTE = 60_000;
const TURN_SECRET = 'a-turn-secret-of-some-length';
const ICE = [
  { urls: 'stun:stun.example.org:3478' },
  { urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'] },
];

describe('GET /api/consultations/appointments/:id/visit', () => {
  const clock = movableClock();
  let app: FastifyInstance;
  let expert: TestUser;
  let patient: TestUser;
  let id: number;
  const startsAt = at(DAY);
  const visitUrl = (appointmentId: number) => `${appointmentUrl(appointmentId)}/visit`;

  beforeAll(async () => {
    app = await createTestApp({
      clock,
      env: { VISIT_ICE_SERVERS: JSON.stringify(ICE), TURN_SHARED_SECRET: TURN_SECRET },
    });
    expert = await createExpert(app, { role: 'doctor' });
    patient = await createPatient(app);
    ({ id } = await confirmed(app, patient, expert, await addSlot(app, expert, startsAt)));
  });
  afterAll(() => app.close());

  it('tells each party when the visit opens and closes, whom she meets and whether it is open now', async () => {
    const res = await call(app, patient, 'GET', visitUrl(id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appointment_id: id,
      status: 'confirmed',
      side: 'patient',
      other_party: { id: expert.user.id, name: `${expert.user.firstName} ${expert.user.lastName}` },
      starts_at: startsAt.toISOString(),
      opens_at: new Date(startsAt.getTime() - 10 * MINUTE).toISOString(),
      closes_at: new Date(startsAt.getTime() + 30 * MINUTE).toISOString(),
      is_open: false,
    });
    clock.set(new Date(startsAt.getTime() - 10 * MINUTE));
    const his = (await call(app, expert, 'GET', visitUrl(id))).json();
    expect(his).toMatchObject({ side: 'expert', is_open: true });
    expect(his.other_party.name).toBe(`Pat ${patient.user.lastName}`);
    clock.set(new Date(startsAt.getTime() + 31 * MINUTE));
    expect((await call(app, patient, 'GET', visitUrl(id))).json().is_open).toBe(false);
    clock.set(T0);
  });

  it('says a pending visit is not open', async () => {
    const pending = await book(app, patient, await addSlot(app, expert, at(2 * DAY)));
    clock.set(at(2 * DAY));
    const res = await call(app, patient, 'GET', visitUrl(pending.id));
    expect(res.json()).toMatchObject({ status: 'pending', is_open: false });
    clock.set(T0);
  });

  it('gives TURN entries credentials of coturn’s shared-secret scheme, made for the caller and this visit', async () => {
    const { ice_servers: servers } = (await call(app, patient, 'GET', visitUrl(id))).json();
    expect(servers[0]).toEqual({ urls: 'stun:stun.example.org:3478' });
    const expiry = Math.floor(startsAt.getTime() / 1000) + 30 * 60 + VISIT_TURN_GRACE_SECONDS;
    const username = `${expiry}:${patient.user.id}`;
    expect(servers[1]).toEqual({
      urls: ICE[1]!.urls,
      username,
      credential: createHmac('sha1', TURN_SECRET).update(username).digest('base64'),
    });
    const his = (await call(app, expert, 'GET', visitUrl(id))).json().ice_servers[1];
    expect(his.username).toBe(`${expiry}:${expert.user.id}`);
  });

  it('answers 401 without a token, 404 to anyone but the parties, 403 to staff', async () => {
    const unauthenticated = await call(app, null, 'GET', visitUrl(id));
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json().detail).toBe(MESSAGES.notAuthenticated);
    for (const stranger of [await createPatient(app), await createExpert(app)]) {
      const res = await call(app, stranger, 'GET', visitUrl(id));
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Appointment not found');
    }
    expect((await call(app, patient, 'GET', visitUrl(999_999))).statusCode).toBe(404);
    const staff = await createUserWithToken(app, { role: 'support' });
    expect((await call(app, staff, 'GET', visitUrl(id))).statusCode).toBe(403);
  });

  it('checks the id', async () => {
    for (const bad of ['abc', '0', '-3']) {
      const res = await call(app, patient, 'GET', `/api/consultations/appointments/${bad}/visit`);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: ['path', 'id'], msg: MESSAGES.invalidId });
    }
  });
});

describe('without ICE configuration', () => {
  let app: FastifyInstance;
  afterAll(() => app.close());
  it('answers no ICE servers: host candidates connect browsers on one machine or network', async () => {
    app = await createTestApp({ clock: movableClock() });
    const expert = await createExpert(app);
    const patient = await createPatient(app);
    const { id } = await confirmed(app, patient, expert, await addSlot(app, expert, at(DAY)));
    const res = await call(app, patient, 'GET', `${appointmentUrl(id)}/visit`);
    expect(res.json().ice_servers).toEqual([]);
  });
});
