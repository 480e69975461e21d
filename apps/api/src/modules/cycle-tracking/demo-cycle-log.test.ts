import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  cycleDayPageSchema,
  cyclePredictionSchema,
  daysBetween,
  detectTemperatureShift,
  findPeriods,
} from '@fertilia/contracts';
import { cycleDays } from '../../db/schema';
import { testContext } from '../../test/context';
import { createUserWithToken, type TestUser } from '../../test/users';
import { injectAs } from '../../test/http';
import { DEMO_ACCOUNTS } from '../users/demo-accounts';
import { demoCycleLog, seedDemoCycleLog } from './demo-cycle-log';
import { addDays } from './prediction';
import { TODAY, createCycleTestApp } from './test-helpers';

const demoPatient = DEMO_ACCOUNTS.find((a) => a.role === 'patient')!;

describe('demo patient cycle log (pure)', () => {
  it.each(['2026-03-20', '2024-03-01', '2027-01-02'])(
    'as of %s: three past cycles of 29–32 days, then a current cycle up to today',
    (today) => {
      const days = demoCycleLog(today);
      expect(days.at(-1)!.date).toBe(today);
      expect(days.every((d) => d.date <= today)).toBe(true);
      expect(new Set(days.map((d) => d.date)).size).toBe(days.length);
      const periods = findPeriods(days);
      expect(periods).toHaveLength(4);
      const lengths = periods.slice(1).map((p, i) => daysBetween(periods[i]!.start, p.start));
      expect(lengths.every((l) => l >= 29 && l <= 32)).toBe(true);
      expect(periods.at(-1)!.start).toBe(addDays(today, -11));
      expect(periods.every((p) => p.days >= 4 && p.days <= 6)).toBe(true);
    },
  );

  it('gives each past cycle one positive LH test and a temperature rise the API’s rule confirms', () => {
    const days = demoCycleLog(TODAY);
    const periods = findPeriods(days);
    periods.slice(0, -1).forEach((period, i) => {
      const cycle = days.filter((d) => d.date >= period.start && d.date < periods[i + 1]!.start);
      const positives = cycle.filter((d) => d.lh_test === 'positive');
      expect(positives).toHaveLength(1);
      const shift = detectTemperatureShift(
        cycle.flatMap((d) =>
          d.temperature === null
            ? []
            : [{ date: d.date, temperature: d.temperature, disturbed: d.temperature_disturbed }],
        ),
      );
      // Ovulation the day after the LH surge; the rise starts the day after that (standard rule).
      expect(shift).toMatchObject({ lastLowDate: addDays(positives[0]!.date, 1), rule: 'standard' });
      expect(shift!.coverLine).toBeLessThan(36.6);
    });
    expect(days.filter((d) => d.temperature_disturbed)).toHaveLength(1);
    // Period days carry their flow; the rest of the cycle is logged as dry days.
    expect(new Set(days.map((d) => d.flow))).toEqual(new Set(['none', 'light', 'medium', 'heavy']));
  });
});

describe('seedDemoCycleLog', () => {
  let app: FastifyInstance;
  const logged: unknown[] = [];
  const log = { info: (...args: unknown[]) => logged.push(args) } as unknown as FastifyInstance['log'];
  let patient: TestUser;
  const rowsOf = (userId: number) =>
    app.deps.db.db.select().from(cycleDays).where(eq(cycleDays.userId, userId));

  beforeAll(async () => {
    app = await createCycleTestApp();
  });
  afterAll(() => app.close());

  it('does nothing without the demo patient', async () => {
    await seedDemoCycleLog(testContext(app, { log }));
    expect(await app.deps.db.db.select().from(cycleDays)).toEqual([]);
  });

  it('logs her cycles once, however often the server starts', async () => {
    patient = await createUserWithToken(app, {
      role: 'patient',
      values: { email: demoPatient.email, username: demoPatient.username },
    });
    const other = await createUserWithToken(app, { role: 'patient' });
    await seedDemoCycleLog(testContext(app, { log }));
    const first = await rowsOf(patient.user.id);
    expect(first).toHaveLength(demoCycleLog(TODAY).length);
    await seedDemoCycleLog(testContext(app, { log }));
    const second = await rowsOf(patient.user.id);
    expect(second.map((r) => [r.id, r.date, r.temperature])).toEqual(
      first.map((r) => [r.id, r.date, r.temperature]),
    );
    expect(await rowsOf(other.user.id)).toEqual([]);
    // Counts only: no temperature or other health data in the log.
    expect(JSON.stringify(logged)).not.toMatch(/36\.\d|temperature|flow/);
  });

  it('shows her days and answers GET /predict with a prediction for the current cycle', async () => {
    const list = await injectAs(
      app,
      patient,
      'GET',
      `/api/cycle-tracking/cycle-days/?start_date=${addDays(TODAY, -5)}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(cycleDayPageSchema.parse(list.json()).items.at(-1)!.date).toBe(TODAY);
    const res = await injectAs(app, patient, 'GET', '/api/cycle-tracking/cycle-days/predict/');
    expect(res.statusCode, res.body).toBe(200);
    const prediction = cyclePredictionSchema.parse(res.json());
    expect(prediction.current_cycle_day).toBe(12);
    expect(prediction.prediction_factors).toMatchObject({
      last_period_date: addDays(TODAY, -11),
      historical_data_points: 3,
      cycle_length_source: 'personal',
    });
    expect(prediction.prediction_factors.cycle_length).toBeGreaterThanOrEqual(29);
    expect(prediction.prediction_factors.cycle_length).toBeLessThanOrEqual(32);
    expect(prediction.next_period_date > TODAY).toBe(true);
    expect(prediction.period_late).toBe(false);
  });

  it('leaves her log alone once she has any day, even after she deletes the rest', async () => {
    const [keep, ...rest] = await rowsOf(patient.user.id);
    for (const row of rest) await app.deps.db.db.delete(cycleDays).where(eq(cycleDays.id, row.id));
    await seedDemoCycleLog(testContext(app, { log }));
    expect((await rowsOf(patient.user.id)).map((r) => r.id)).toEqual([keep!.id]);
  });
});
