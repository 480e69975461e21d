import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { systemContext } from '../../http/context';
import { idempotencyKeys } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { createUserWithToken } from '../../test/users';
import { movableClock } from '../consultations/appointment-test-helpers';
import { PRUNE_KEYS_JOB } from './plugin';
import { send } from './payments-test-helpers';

const CARDS = ['4242424242424242', '4000000000000002', '4111111111111111', '4242424242424241'];

describe('card details never leave the card call; day-old idempotency keys are forgotten', () => {
  let app: FastifyInstance;
  const clock = movableClock();
  const lines: string[] = [];

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await createTestApp({ clock, logStream, env: { LOG_LEVEL: 'debug' } });
  });
  afterAll(() => app.close());

  it('keeps card numbers and CVCs out of logs and answers, whatever the outcome', async () => {
    const who = await createUserWithToken(app, { role: 'patient' });
    for (const number of CARDS) {
      const res = await send(app, who, 'POST', '/api/payments/sandbox/payment-methods', {
        number,
        exp_month: 12,
        exp_year: 2031,
        cvc: '9071',
      });
      expect(res.body).not.toContain(number);
      expect(res.body).not.toContain('9071');
    }
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join('');
    for (const number of CARDS) expect(log).not.toContain(number);
    expect(log).not.toContain('9071');
  });

  it('prunes keys older than 24 hours with its recurring job, by the injected clock', async () => {
    const who = await createUserWithToken(app, { role: 'patient' });
    const now = clock.now().getTime();
    const row = (key: string, ageMs: number) => ({
      userId: who.user.id,
      key,
      operation: 'POST /api/wallet/top-ups',
      requestHash: 'h',
      statusCode: 201,
      response: {},
      createdAt: new Date(now - ageMs),
    });
    await app.deps.db.db
      .insert(idempotencyKeys)
      .values([row('stale', 24 * 3_600_000 + 60_000), row('fresh', 23 * 3_600_000)]);
    await app.jobs.enqueue(systemContext(app, 'test'), PRUNE_KEYS_JOB, undefined);
    await app.jobs.drain();
    const left = await app.deps.db.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, who.user.id))
      .orderBy(asc(idempotencyKeys.key));
    expect(left).toEqual([{ key: 'fresh' }]);
  });
});
