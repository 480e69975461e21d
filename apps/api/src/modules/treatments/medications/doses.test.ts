import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adherenceSchema,
  scheduledDoseSchema,
  todayDosesSchema,
  type Adherence,
  type TodayDoses,
} from '@fertilia/contracts';
import { medicationDoses } from '../../../db/schema';
import { createCareTestApp, createPatient, testClock } from '../../consultations/care-test-helpers';
import { injectAs } from '../../../test/http';
import type { TestUser } from '../../../test/users';
import { ADHERENCE, TODAY, addMedication, dosesUrl, medicationBody, medicationUrl } from './test-helpers';

/* The clock stands at 2026-11-24 12:00 UTC: noon in London, 04:00 in Los Angeles, 01:00 on the 25th in Auckland. */
describe('medications: the dose log, today’s doses and adherence', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createCareTestApp(testClock());
  });
  afterAll(() => app.close());

  const today = async (who: TestUser): Promise<TodayDoses> => {
    const res = await injectAs(app, who, 'GET', TODAY);
    expect(res.statusCode, res.body).toBe(200);
    return todayDosesSchema.parse(res.json());
  };
  const adherence = async (who: TestUser, days?: number): Promise<Adherence> => {
    const res = await injectAs(app, who, 'GET', days ? `${ADHERENCE}?days=${days}` : ADHERENCE);
    expect(res.statusCode, res.body).toBe(200);
    return adherenceSchema.parse(res.json());
  };

  it('logs a dose and answers it; a second log of the same dose replaces the first', async () => {
    const sofia = await createPatient(app);
    const med = await addMedication(app, sofia);
    const first = await injectAs(app, sofia, 'POST', dosesUrl(med.id), {
      date: '2026-11-23',
      time: '19:00',
      status: 'skipped',
      note: ' Felt sick ',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(scheduledDoseSchema.parse(first.json())).toEqual({
      medication_id: med.id,
      name: 'Gonal-f',
      dose: 150,
      dose_unit: 'IU',
      route: 'subcutaneous',
      instructions: 'Inject into the belly, rotate sides',
      date: '2026-11-23',
      time: '19:00',
      time_zone: 'Europe/London',
      due_at: '2026-11-23T19:00:00.000Z',
      state: 'skipped',
      note: 'Felt sick',
      logged_at: '2026-11-24T12:00:00.000Z',
    });
    const second = await injectAs(app, sofia, 'POST', dosesUrl(med.id), {
      date: '2026-11-23',
      time: '19:00',
      status: 'taken',
    });
    expect(second.json()).toMatchObject({ state: 'taken', note: '' });
    const rows = await app.deps.db.db
      .select()
      .from(medicationDoses)
      .where(eq(medicationDoses.medicationId, med.id));
    expect(rows.map((r) => [r.doseDate, r.doseTime, r.status])).toEqual([['2026-11-23', '19:00', 'taken']]);
  });

  it('lists her doses of today in time order, each medication on its own local today', async () => {
    const ana = await createPatient(app, { timeZone: 'America/New_York' });
    expect(await today(ana)).toEqual({ date: '2026-11-24', doses: [] }); // New York: 07:00 on the 24th
    const gonal = await addMedication(app, ana, { times: ['19:00', '08:00'] });
    const folic = await addMedication(app, ana, {
      name: 'Folic acid',
      dose: 400,
      dose_unit: 'mcg',
      route: 'oral',
      start_date: '2026-11-01',
      end_date: null,
      times: ['12:30'],
    });
    // Its 25th has begun in Auckland: 08:00 there is 19:00 UTC on the 24th.
    const nz = await addMedication(app, ana, {
      name: 'Progynova',
      dose: 2,
      dose_unit: 'mg',
      route: 'oral',
      time_zone: 'Pacific/Auckland',
      start_date: '2026-11-25',
      end_date: '2026-11-30',
      times: ['08:00'],
    });
    // Over: its one dose was yesterday.
    await addMedication(app, ana, { name: 'Ovitrelle', schedule_kind: 'dates', dates: ['2026-11-23'] });
    await injectAs(app, ana, 'POST', dosesUrl(folic.id), {
      date: '2026-11-24',
      time: '12:30',
      status: 'taken',
    });

    const day = await today(ana);
    // The reference date is her first listed medication's zone (current, newest start first: Auckland's).
    expect(day.date).toBe('2026-11-25');
    expect(day.doses.map((d) => [d.medication_id, d.date, d.time, d.due_at, d.state])).toEqual([
      [gonal.id, '2026-11-24', '08:00', '2026-11-24T08:00:00.000Z', 'missed'],
      [folic.id, '2026-11-24', '12:30', '2026-11-24T12:30:00.000Z', 'taken'],
      [gonal.id, '2026-11-24', '19:00', '2026-11-24T19:00:00.000Z', 'pending'],
      [nz.id, '2026-11-25', '08:00', '2026-11-24T19:00:00.000Z', 'pending'],
    ]);
  });

  it('tells her date in her account’s zone, or UTC, while she has no medication', async () => {
    const kai = await createPatient(app, { timeZone: 'Pacific/Auckland' });
    expect(await today(kai)).toEqual({ date: '2026-11-25', doses: [] });
    const lou = await createPatient(app);
    expect(await today(lou)).toEqual({ date: '2026-11-24', doses: [] });
  });

  it('counts adherence over the last days, per medication and day, leaving out doses still to come', async () => {
    const eva = await createPatient(app);
    // 07:00 and 19:00 from the 20th: by noon on the 24th, nine doses have come (20th–23rd twice, the 24th at 07:00).
    const gonal = await addMedication(app, eva, { times: ['07:00', '19:00'] });
    const log = (date: string, time: string, status: 'taken' | 'skipped') =>
      injectAs(app, eva, 'POST', dosesUrl(gonal.id), { date, time, status });
    await log('2026-11-20', '07:00', 'taken');
    await log('2026-11-20', '19:00', 'taken');
    await log('2026-11-21', '07:00', 'skipped');
    await log('2026-11-22', '19:00', 'taken');
    await log('2026-11-24', '07:00', 'taken');
    // Logged ahead of its time: not counted until it is due.
    await log('2026-11-24', '19:00', 'taken');
    // One that ended before the window counts nowhere; one starting after it is not listed.
    await addMedication(app, eva, { name: 'Estradiol', start_date: '2026-11-01', end_date: '2026-11-10' });

    const all = await adherence(eva, 5);
    expect(all).toMatchObject({
      from: '2026-11-20',
      to: '2026-11-24',
      scheduled: 9,
      taken: 4,
      skipped: 1,
      missed: 4,
    });
    expect(all.rate).toBeCloseTo(4 / 9);
    expect(all.medications).toHaveLength(1);
    const [m] = all.medications;
    expect(m).toMatchObject({ medication_id: gonal.id, name: 'Gonal-f', scheduled: 9, taken: 4 });
    expect(m!.days.map((d) => [d.date, d.scheduled, d.taken, d.skipped, d.missed])).toEqual([
      ['2026-11-20', 2, 2, 0, 0],
      ['2026-11-21', 2, 0, 1, 1],
      ['2026-11-22', 2, 1, 0, 1],
      ['2026-11-23', 2, 0, 0, 2],
      ['2026-11-24', 1, 1, 0, 0],
    ]);

    const two = await adherence(eva, 2);
    expect(two).toMatchObject({ from: '2026-11-23', to: '2026-11-24', scheduled: 3, taken: 1, missed: 2 });
    // The default is 14 days, back to 11 November.
    expect((await adherence(eva)).from).toBe('2026-11-11');
  });

  it('stops counting logs of doses a change took off the schedule, and has no rate without doses', async () => {
    const lea = await createPatient(app);
    const med = await addMedication(app, lea);
    await injectAs(app, lea, 'POST', dosesUrl(med.id), {
      date: '2026-11-21',
      time: '19:00',
      status: 'taken',
    });
    const put = await injectAs(app, lea, 'PUT', medicationUrl(med.id), medicationBody({ times: ['08:00'] }));
    expect(put.statusCode).toBe(200);
    const after = await adherence(lea, 7);
    expect(after).toMatchObject({ scheduled: 5, taken: 0, missed: 5 });
    const future = await createPatient(app);
    await addMedication(app, future, { start_date: '2026-11-24', times: ['20:00'] });
    expect(await adherence(future, 3)).toMatchObject({
      scheduled: 0,
      rate: null,
      medications: [{ rate: null }],
    });
  });
});
