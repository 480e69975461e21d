import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, RATE_LIMITS } from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import { PASSWORD, login, nextIp, profile, registerUser, testClock } from './test-helpers';
import { signInWaitSeconds } from './sign-in-throttle';

const clock = testClock(new Date('2026-05-01T09:00:00Z'));
const PAIR = RATE_LIMITS.signInFailuresPerAddress;
const ACCOUNT = RATE_LIMITS.signInFailuresPerAccount;

describe('failed sign-ins slow down, they never lock the account', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The waits run out on the test clock, which only the in-process limiter reads (Redis expires keys on
    // its own time). The throttle is the same code over either limiter; rate-limiter tests cover Redis.
    app = await createTestApp({ clock, env: { REDIS_URL: undefined } });
  });
  afterAll(() => app.close());

  it('makes one address wait twice as long after each failure past the first few', async () => {
    const user = await registerUser(app);
    const attacker = nextIp();
    for (let i = 0; i < PAIR.free; i++)
      expect((await login(app, user.email, `Wrong-Guess-${i}`, attacker)).statusCode).toBe(401);
    const waits: number[] = [];
    // Three rounds of a refused try and a retry: within the per-address limit of sign-ins a minute.
    for (let i = 0; i < 3; i++) {
      const refused = await login(app, user.email, `Wrong-Again-${i}`, attacker);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: MESSAGES.accountLocked });
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      clock.advance(wait);
      expect((await login(app, user.email, `Wrong-Again-${i}`, attacker)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4]);
    // The owner's own address never failed: she signs in at once.
    expect((await login(app, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('lets the owner in from her own address within a few seconds whatever strangers try elsewhere', async () => {
    const user = await registerUser(app);
    for (let i = 0; i < ACCOUNT.free + 30; i++) {
      // A stranger with a new address for every guess, as a botnet would.
      const res = await login(app, user.email, `Botnet-Guess-${i}`);
      if (res.statusCode === 429) clock.advance(Number(res.headers['retry-after']));
    }
    const owner = nextIp();
    const first = await login(app, user.email, PASSWORD, owner);
    if (first.statusCode === 429) {
      expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(ACCOUNT.maxDelaySeconds);
      clock.advance(Number(first.headers['retry-after']));
      expect((await login(app, user.email, PASSWORD, owner)).statusCode).toBe(200);
    } else {
      expect(first.statusCode).toBe(200);
    }
    // Her sessions were never touched.
    expect((await profile(app, user.access)).statusCode).toBe(200);
  });

  it('computes the waits: none while free, then doubling up to the cap', () => {
    expect([0, 1, 2].map((n) => signInWaitSeconds(n, 3, 900))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6].map((n) => signInWaitSeconds(n, 3, 900))).toEqual([1, 2, 4, 8]);
    expect(signInWaitSeconds(40, 3, 900)).toBe(900);
    expect(signInWaitSeconds(40, ACCOUNT.free, ACCOUNT.maxDelaySeconds)).toBe(ACCOUNT.maxDelaySeconds);
  });
});
