import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CYCLE_MESSAGES,
  MESSAGES,
  cyclePredictionSchema,
  isInsufficientCycleDataError,
  type CycleDayCreateInput,
  type CyclePrediction,
} from '@fertilia/contracts';
import { createUserWithToken, type TestUser } from '../../test/users';
import { testContext } from '../../test/context';
import { injectAs } from '../../test/http';
import { addDays } from './prediction';
import { predictionAsOf } from './service';
import {
  TODAY,
  createCycleTestApp,
  importDays,
  mergeDays,
  periodsFrom,
  startsWithLengths,
} from './test-helpers';

const PREDICT = '/api/cycle-tracking/cycle-days/predict/';

/** Morning temperatures from `start` for `days` days: low, then 0.4 °C higher from cycle day `riseOn`. */
const temperatures = (start: string, riseOn: number, days: number): CycleDayCreateInput[] =>
  Array.from({ length: days }, (_, i) => ({
    date: addDays(start, i),
    temperature: i + 1 < riseOn ? [36.3, 36.35, 36.4][i % 3]! : 36.8,
  }));

describe('GET /api/cycle-tracking/cycle-days/predict/ (spec 02 §3, §8)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createCycleTestApp();
  });
  afterAll(() => app.close());

  const patientWith = async (days: CycleDayCreateInput[]): Promise<TestUser> => {
    const who = await createUserWithToken(app, { role: 'patient' });
    if (days.length) await importDays(app, who, days);
    return who;
  };
  const predict = async (who: TestUser): Promise<CyclePrediction> => {
    const res = await injectAs(app, who, 'GET', PREDICT);
    expect(res.statusCode, res.body).toBe(200);
    return cyclePredictionSchema.parse(res.json());
  };

  it('answers the silent insufficient-data error when no period is logged', async () => {
    const who = await patientWith([{ date: '2026-03-10', temperature: 36.4 }]);
    const res = await injectAs(app, who, 'GET', PREDICT);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: CYCLE_MESSAGES.insufficientData });
    expect(res.json().detail).toContain('required for cycle predictions');
    expect(isInsufficientCycleDataError(res.json().detail)).toBe(true);
  });

  it("takes the patient's own calendar day as today, within a day of the server's date", async () => {
    const who = await patientWith(periodsFrom(startsWithLengths('2026-03-12', [28, 28, 28])));
    const dayOn = async (today: string) => {
      const res = await injectAs(app, who, 'GET', `${PREDICT}?today=${today}`);
      expect(res.statusCode, res.body).toBe(200);
      return cyclePredictionSchema.parse(res.json()).current_cycle_day;
    };
    // Server clock: 2026-03-20 09:00 UTC. East of UTC it may already be the 21st, west still the 19th.
    expect(await dayOn(TODAY)).toBe(9);
    expect(await dayOn(addDays(TODAY, 1))).toBe(10);
    expect(await dayOn(addDays(TODAY, -1))).toBe(8);

    for (const today of [addDays(TODAY, 2), addDays(TODAY, -2)]) {
      const res = await injectAs(app, who, 'GET', `${PREDICT}?today=${today}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([
        expect.objectContaining({ loc: ['query', 'today'], msg: CYCLE_MESSAGES.todayOutOfRange }),
      ]);
    }
    const malformed = await injectAs(app, who, 'GET', `${PREDICT}?today=20-03-2026`);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail[0]).toMatchObject({ loc: ['query', 'today'], msg: MESSAGES.dateFormat });
  });

  it('predicts from her own days only, with every field of the spec', async () => {
    const ana = await patientWith(periodsFrom(startsWithLengths('2026-03-12', [28, 28, 28, 28, 28])));
    await patientWith(periodsFrom(['2026-03-01'])); // another patient's period changes nothing for Ana
    const p = await predict(ana);
    expect(p).toMatchObject({
      next_period_date: '2026-04-09',
      predicted_ovulation_date: '2026-03-27',
      // Ovulation may fall from the 24th to the 30th: the window covers that whole range.
      ovulation_range: { earliest: '2026-03-24', latest: '2026-03-30' },
      fertile_window_start: '2026-03-19',
      fertile_window_end: '2026-03-31',
      current_cycle_day: 9,
      cycle_phase: { name: 'ovulation' },
      fertility_status: 'medium', // a week before the most likely ovulation, inside the window
      prediction_factors: { last_period_date: '2026-03-12', cycle_length: 28, historical_data_points: 5 },
    });
    expect(p.cycle_phase.progress).toBeGreaterThan(0);
    expect(p.cycle_phase.progress).toBeLessThan(1);
    expect(p.confidence_score).toBeGreaterThan(0.6);
    // Her five completed cycles come back for the calendar, each with an estimated ovulation.
    expect(p.past_cycles.map((c) => [c.start, c.end, c.ovulation_source])).toEqual(
      startsWithLengths('2026-03-12', [28, 28, 28, 28, 28])
        .slice(0, -1)
        .map((start) => [start, addDays(start, 27), 'calendar']),
    );
  });

  it('gives irregular cycles a lower confidence and a wider range', async () => {
    const regular = await predict(
      await patientWith(periodsFrom(startsWithLengths('2026-03-12', [29, 29, 29, 29, 29]))),
    );
    const irregular = await predict(
      await patientWith(periodsFrom(startsWithLengths('2026-03-12', [23, 38, 26, 41, 30]))),
    );
    expect(irregular.confidence_score).toBeLessThan(regular.confidence_score);
    expect(irregular.next_period_range.earliest < regular.next_period_range.earliest).toBe(true);
    expect(irregular.ovulation_range.latest > regular.ovulation_range.latest).toBe(true);
  });

  it('confirms ovulation from a temperature rise and moves the next period with it', async () => {
    const last = '2026-02-24';
    const who = await patientWith(
      mergeDays(periodsFrom(startsWithLengths(last, [28, 28, 28])), temperatures(last, 17, 25)),
    );
    const p = await predict(who); // today is cycle day 25
    expect(p).toMatchObject({
      ovulation_confirmed: true,
      ovulation_source: 'temperature',
      predicted_ovulation_date: '2026-03-11', // last low reading, cycle day 16
      next_period_date: '2026-03-23', // ovulation + 12-day luteal phase
      fertility_status: 'low',
      cycle_phase: { name: 'luteal' },
      temperature_shift: { first_high_date: '2026-03-12', confirmed_on: '2026-03-14', cover_line: 36.4 },
    });
    expect(p.prediction_factors.temperature_readings).toBe(25);
  });

  it('leaves a fever day out of the rise detector', async () => {
    const last = '2026-03-01';
    const fever = mergeDays(periodsFrom(startsWithLengths(last, [28, 28])), temperatures(last, 30, 20), [
      { date: '2026-03-17', temperature: 38.2 },
      { date: '2026-03-18', temperature: 36.9, temperature_disturbed: true },
    ]);
    const p = await predict(await patientWith(fever));
    expect(p.ovulation_confirmed).toBe(false);
    expect(p.ovulation_source).toBe('calendar');
  });

  it('dates ovulation from a positive LH test and shows peak fertility that day', async () => {
    const last = '2026-03-06';
    const who = await patientWith(
      mergeDays(periodsFrom(startsWithLengths(last, [28, 28, 28])), [
        { date: TODAY, lh_test: 'positive', cervical_mucus: 'egg_white' },
      ]),
    );
    expect(await predict(who)).toMatchObject({
      predicted_ovulation_date: addDays(TODAY, 1),
      ovulation_source: 'lh_test',
      ovulation_confirmed: true,
      fertility_status: 'peak',
      next_period_date: addDays(TODAY, 13),
    });
  });

  it('learns a short luteal phase from past temperature rises', async () => {
    const starts = startsWithLengths('2026-03-15', [25, 25, 25]);
    const who = await patientWith(
      mergeDays(periodsFrom(starts), ...starts.slice(0, -1).map((s) => temperatures(s, 18, 25))),
    );
    const p = await predict(who);
    expect(p.prediction_factors.luteal_phase_length).toBeLessThanOrEqual(10);
    expect(p.notes.some((n) => n.includes('luteal phase of 10 days or less'))).toBe(true);
    // Ovulation later in the cycle than a 14-day luteal phase would put it.
    expect(p.predicted_ovulation_date > addDays('2026-03-15', 25 - 14 - 1)).toBe(true);
  });
});

describe('GET …/predict/ with the medical profile as a fallback (ADR 004)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createCycleTestApp();
  });
  afterAll(() => app.close());

  const profileOf = async (medical_profile: object | null): Promise<TestUser> => {
    const who = await createUserWithToken(app, { role: 'patient' });
    await setProfile(who, medical_profile);
    return who;
  };
  const setProfile = async (who: TestUser, medical_profile: object | null) => {
    const res = await injectAs(app, who, 'PUT', '/api/auth/profile/', { medical_profile });
    expect(res.statusCode, res.body).toBe(200);
  };
  const lastPeriod = addDays(TODAY, -10);
  const fullProfile = { menstrual_cycle_length: 32, period_duration: 4, last_period_date: lastPeriod };
  const predict = async (who: TestUser): Promise<CyclePrediction> => {
    const res = await injectAs(app, who, 'GET', PREDICT);
    expect(res.statusCode, res.body).toBe(200);
    return cyclePredictionSchema.parse(res.json());
  };
  const expectInsufficient = async (who: TestUser) => {
    const res = await injectAs(app, who, 'GET', PREDICT);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: CYCLE_MESSAGES.insufficientData });
  };

  it('predicts at once for a patient who has only filled her profile', async () => {
    const who = await profileOf(fullProfile);
    const res = await injectAs(app, who, 'GET', PREDICT);
    expect(res.statusCode, res.body).toBe(200);
    const p = cyclePredictionSchema.parse(res.json());
    expect(p).toMatchObject({
      current_cycle_day: 11,
      next_period_date: addDays(lastPeriod, 32),
      predicted_ovulation_date: addDays(lastPeriod, 32 - 12 - 1),
      prediction_factors: {
        last_period_date: lastPeriod,
        last_period_source: 'profile',
        // Her profile's period, for its stated duration, so the calendar can draw it.
        last_period_end: addDays(lastPeriod, 3),
        cycle_length: 32,
        stated_cycle_length: 32,
        cycle_length_source: 'profile',
        historical_data_points: 0,
      },
      // No completed cycle of hers: a rough guide, whatever the score would say.
      confidence_level: 'low',
      past_cycles: [],
    });
    expect(p.confidence_score).toBeLessThan(0.5);
    expect(p.fertile_window_start <= p.ovulation_range.earliest).toBe(true);
    expect(p.ovulation_range.latest <= p.fertile_window_end).toBe(true);
    expect(p.notes.join(' ')).toMatch(/you entered in your profile; predictions get better/);
    // The reminder scheduler reads the same fallback.
    expect(await predictionAsOf(testContext(app), { patientId: who.user.id, today: TODAY })).toEqual(p);
  });

  it('answers the same 400 without a usable profile date, and follows her profile edits', async () => {
    const who = await profileOf({ menstrual_cycle_length: 32, allergies: 'pollen' });
    await expectInsufficient(who);
    await setProfile(who, { last_period_date: addDays(TODAY, 5) }); // a date ahead of her today
    await expectInsufficient(who);
    await setProfile(who, { last_period_date: addDays(TODAY, -3 * 32) }); // three of her cycles ago
    await expectInsufficient(who);
    await setProfile(who, { last_period_date: lastPeriod });
    expect((await predict(who)).prediction_factors.last_period_source).toBe('profile');
    await setProfile(who, null);
    await expectInsufficient(who);
  });

  it('lets her logged period win over the profile date', async () => {
    const who = await profileOf(fullProfile);
    await importDays(app, who, periodsFrom([addDays(lastPeriod, 2)]));
    const p = await predict(who);
    expect(p.prediction_factors).toMatchObject({
      last_period_date: addDays(lastPeriod, 2),
      last_period_source: 'logged',
      cycle_length_source: 'profile',
    });
  });

  it("never reads another patient's profile", async () => {
    await profileOf(fullProfile);
    const bare = await createUserWithToken(app, { role: 'patient' });
    await expectInsufficient(bare);
    const logged = await createUserWithToken(app, { role: 'patient' });
    await importDays(app, logged, periodsFrom([lastPeriod]));
    expect((await predict(logged)).prediction_factors).toMatchObject({
      last_period_source: 'logged',
      cycle_length_source: 'population',
      cycle_length: 29,
    });
  });
});
