import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  appointmentNotesSchema,
  appointmentStatsSchema,
  patientDetailSchema,
  patientListSchema,
  reviewSchema,
} from '@fertilia/contracts';
import { appointments, consultationSlots, type UserRow } from '../../db/schema';
import { injectAs } from '../../test/http';
import { testContext } from '../../test/context';
import { openTestSession, type TestUser } from '../../test/users';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../users/demo-accounts';
import { findUserWithEmail } from '../users/service';
import { createCareTestApp, START, testClock } from './care-test-helpers';
import { seedDemoVisits } from './demo-visits';

/* The demo patient's past visits (issue 16 §8): seeded once, valid by every answer's schema. */

const clock = testClock();
const WEEK_MS = 7 * 24 * 60 * 60_000;
let app: FastifyInstance;
const as: Record<'patient' | 'expert' | 'doctor', TestUser> = {} as never;

/** The demo account of `role`, signed in without its password. */
async function demoUser(role: 'patient' | 'expert' | 'doctor'): Promise<TestUser> {
  const email = DEMO_ACCOUNTS.find((a) => a.role === role)!.email;
  const user = (await findUserWithEmail(testContext(app), email)) as UserRow;
  const sessionId = await openTestSession(app, user.id, clock.now());
  const token = await app.deps.accessTokens.sign({ userId: user.id, sessionId, role: user.role });
  return { user, token, sessionId, auth: { authorization: `Bearer ${token}` } };
}

const demoAppointments = () =>
  app.deps.db.db.select().from(appointments).where(eq(appointments.patientId, as.patient.user.id));

beforeAll(async () => {
  app = await createCareTestApp(clock);
  await seedDemoAccounts(testContext(app));
  await seedDemoVisits(testContext(app));
  for (const role of ['patient', 'expert', 'doctor'] as const) as[role] = await demoUser(role);
});
afterAll(() => app.close());

describe('seedDemoVisits', () => {
  it('gives the demo patient past visits with the demo expert and doctor, 1 to 5 weeks ago', async () => {
    const rows = await demoAppointments();
    expect(rows.map((r) => r.status).sort()).toEqual(['cancelled', 'completed', 'completed', 'completed']);
    expect(new Set(rows.map((r) => r.expertId))).toEqual(new Set([as.expert.user.id, as.doctor.user.id]));
    for (const row of rows) {
      const age = START.getTime() - row.startsAt.getTime();
      expect(age).toBeGreaterThan(WEEK_MS);
      expect(age).toBeLessThanOrEqual(5 * WEEK_MS);
      expect(row.endsAt.getTime()).toBeLessThan(START.getTime());
    }
    const slots = await app.deps.db.db.select().from(consultationSlots);
    expect(slots.every((s) => s.source === 'manual' && s.startsAt < START)).toBe(true);
  });

  it('reads back through the API: stats, reviews and notes valid by their schemas', async () => {
    const call = (who: TestUser, url: string) => injectAs(app, who, 'GET', url);
    const stats = appointmentStatsSchema.parse(
      (await call(as.patient, '/api/consultations/appointments/stats/list')).json(),
    );
    expect(stats).toMatchObject({ total: 4, upcoming: 0, completion_rate: 0.75, review_count: 3 });
    expect(stats.average_rating).toBeGreaterThanOrEqual(4);

    let summaries = 0;
    for (const row of await demoAppointments()) {
      const base = `/api/consultations/appointments/${row.id}`;
      const review = await call(as.patient, `${base}/review`);
      const notes = await call(as.patient, `${base}/notes`);
      if (row.status === 'cancelled') {
        expect([review.statusCode, notes.statusCode]).toEqual([404, 404]);
        continue;
      }
      expect(reviewSchema.parse(review.json()).rating).toBeGreaterThanOrEqual(4);
      const expert = row.expertId === as.expert.user.id ? as.expert : as.doctor;
      const full = await call(expert, `${base}/notes`);
      expect(appointmentNotesSchema.parse(full.json()).plan).toBeTruthy();
      if (notes.statusCode === 200)
        summaries += appointmentNotesSchema.parse(notes.json()).shared_summary ? 1 : 0;
    }
    expect(summaries).toBe(1);
  });

  it('shows the demo patient on the demo professionals’ patient lists', async () => {
    for (const who of [as.expert, as.doctor]) {
      const list = patientListSchema.parse(
        (await injectAs(app, who, 'GET', '/api/consultations/patients')).json(),
      );
      expect(list.results.map((p) => p.name)).toEqual(['Sofia Marquez']);
      const detail = patientDetailSchema.parse(
        (await injectAs(app, who, 'GET', `/api/consultations/patients/${as.patient.user.id}`)).json(),
      );
      expect(detail.appointments.length).toBe(2);
    }
  });

  it('is idempotent: a second start adds nothing', async () => {
    const before = await demoAppointments();
    await seedDemoVisits(testContext(app));
    expect(await demoAppointments()).toEqual(before);
  });
});

describe('seedDemoVisits without demo accounts', () => {
  it('does nothing', async () => {
    const bare = await createCareTestApp(testClock());
    try {
      await seedDemoVisits(testContext(bare));
      expect(await bare.deps.db.db.select().from(appointments)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
