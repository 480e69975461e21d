import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MARKETING_MESSAGES, MARKETING_RATE_LIMITS, MESSAGES } from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import { findWaitlistByEmail } from './repo';

let ipCounter = 0;
const nextIp = () => `203.0.113.${(++ipCounter % 250) + 1}`;
let mailCounter = 0;
const newAddress = () => `waiting${++mailCounter}.${Math.random().toString(36).slice(2, 7)}@example.org`;
const WAITLIST = '/api/marketing/waitlist/';

describe('POST /api/marketing/waitlist/', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (payload: unknown, ip = nextIp()) =>
    app.inject({ method: 'POST', url: WAITLIST, payload: payload as object, remoteAddress: ip });
  const rows = (email: string) => findWaitlistByEmail(app.deps.db.db, email.toLowerCase());

  it('stores the address with name, role interest and source', async () => {
    const email = newAddress();
    const res = await post({ email, name: '  Maya  ', role_interest: 'clinic', source: 'landing' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.waitlistJoined });
    expect(await rows(email)).toEqual([
      expect.objectContaining({ email, name: 'Maya', roleInterest: 'clinic', source: 'landing' }),
    ]);
  });

  it('accepts the address alone', async () => {
    const email = newAddress();
    expect((await post({ email })).statusCode).toBe(200);
    expect(await rows(email)).toEqual([
      expect.objectContaining({ name: null, roleInterest: null, source: null }),
    ]);
  });

  it('updates the one entry on a later submission, keeping fields it leaves out', async () => {
    const email = newAddress();
    await post({ email, name: 'Maya', role_interest: 'patient', source: 'landing' });
    const before = (await rows(email))[0]!;
    const res = await post({ email: email.toUpperCase(), role_interest: 'doctor' });
    expect(res.json()).toEqual({ message: MESSAGES.waitlistJoined });
    const after = await rows(email);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ name: 'Maya', roleInterest: 'doctor', source: 'landing' });
    expect(after[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
  });

  it('creates no duplicate under five concurrent identical submissions', async () => {
    const email = newAddress();
    const replies = await Promise.all(Array.from({ length: 5 }, () => post({ email, source: 'landing' })));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await rows(email)).toHaveLength(1);
  });

  it.each([['nope'], ['a b@example.org'], [''], [null]])('refuses the address %j', async (email) => {
    const res = await post({ email });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'email'], msg: MESSAGES.validEmailRequired }),
    ]);
  });

  it('reports each invalid optional field with its message', async () => {
    const res = await post({
      email: newAddress(),
      name: 'x'.repeat(101),
      role_interest: 'astronaut',
      source: 's'.repeat(51),
    });
    expect(res.statusCode).toBe(422);
    const detail = res.json().detail as { loc: string[]; msg: string }[];
    expect(detail.map((d) => [d.loc[1], d.msg])).toEqual(
      expect.arrayContaining([
        ['name', MARKETING_MESSAGES.waitlistNameMax],
        ['role_interest', MARKETING_MESSAGES.waitlistRoleInterest],
        ['source', MARKETING_MESSAGES.waitlistSourceMax],
      ]),
    );
    expect(detail).toHaveLength(3);
  });

  it('limits sign-ups per client address with 429 and Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < MARKETING_RATE_LIMITS.waitlistPerIp.max; i++)
      expect((await post({ email: newAddress() }, ip)).statusCode).toBe(200);
    const limited = await post({ email: newAddress() }, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
