import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adherenceSchema, medicationPageSchema, todayDosesSchema } from '@fertilia/contracts';
import { medications } from '../../../db/schema';
import { testContext } from '../../../test/context';
import { injectAs } from '../../../test/http';
import { createUserWithToken, type TestUser } from '../../../test/users';
import { createCareTestApp, testClock } from '../../consultations/care-test-helpers';
import { DEMO_ACCOUNTS } from '../../users/demo-accounts';
import { seedDemoMedications } from './demo-medications';
import { ADHERENCE, MEDICATIONS, TODAY } from './test-helpers';

const demoPatient = DEMO_ACCOUNTS.find((a) => a.role === 'patient')!;

/* The clock: Tuesday 2026-11-24 12:00 UTC, noon in London, so today is cycle day 6 of the demo course. */
describe('seedDemoMedications', () => {
  let app: FastifyInstance;
  let patient: TestUser;
  const logged: unknown[] = [];
  const log = { info: (...args: unknown[]) => logged.push(args) } as unknown as FastifyInstance['log'];
  const rowsOf = (userId: number) =>
    app.deps.db.db.select().from(medications).where(eq(medications.patientId, userId));

  beforeAll(async () => {
    app = await createCareTestApp(testClock());
  });
  afterAll(() => app.close());

  it('does nothing without the demo patient', async () => {
    await seedDemoMedications(testContext(app, { log }));
    expect(await app.deps.db.db.select().from(medications)).toEqual([]);
  });

  it('gives her a stimulation under way, once, however often the server starts', async () => {
    patient = await createUserWithToken(app, {
      role: 'patient',
      values: { email: demoPatient.email, username: demoPatient.username },
    });
    await seedDemoMedications(testContext(app, { log }));
    const first = await rowsOf(patient.user.id);
    expect(first).toHaveLength(3);
    await seedDemoMedications(testContext(app, { log }));
    expect((await rowsOf(patient.user.id)).map((r) => r.id)).toEqual(first.map((r) => r.id));
    // Counts only: no drug or dose in the log.
    expect(JSON.stringify(logged)).not.toMatch(/Gonal|Cetrotide|Folic|IU/);

    const page = medicationPageSchema.parse((await injectAs(app, patient, 'GET', MEDICATIONS)).json());
    // Current first, newest start first; the two injections started together, the later entered first.
    expect(page.items.map((m) => [m.name, m.start_date, m.last_date, m.active])).toEqual([
      ['Cetrotide (cetrorelix)', '2026-11-19', '2026-11-29', true],
      ['Gonal-f (follitropin alfa)', '2026-11-19', '2026-11-29', true],
      ['Folic acid', '2026-09-25', null, true],
    ]);
  });

  it('shows today’s doses logged up to now, and an adherence with one skipped dose', async () => {
    const today = todayDosesSchema.parse((await injectAs(app, patient, 'GET', TODAY)).json());
    expect(today.date).toBe('2026-11-24');
    expect(today.doses.map((d) => [d.name, d.time, d.state])).toEqual([
      ['Cetrotide (cetrorelix)', '08:00', 'taken'],
      ['Folic acid', '08:00', 'taken'],
      ['Gonal-f (follitropin alfa)', '19:00', 'pending'],
    ]);
    const week = adherenceSchema.parse((await injectAs(app, patient, 'GET', `${ADHERENCE}?days=7`)).json());
    // Gonal-f days 2–5 (20th–23rd); folic acid 18th–24th with the 21st skipped; Cetrotide's first dose today.
    expect(week).toMatchObject({
      from: '2026-11-18',
      to: '2026-11-24',
      scheduled: 12,
      taken: 11,
      skipped: 1,
      missed: 0,
    });
    // The one dose she forgot, a month ago, shows in a longer view.
    const quarter = adherenceSchema.parse(
      (await injectAs(app, patient, 'GET', `${ADHERENCE}?days=60`)).json(),
    );
    expect(quarter.missed).toBe(1);
  });
});
