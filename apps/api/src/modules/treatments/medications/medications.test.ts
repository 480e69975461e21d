import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MEDICATION_MESSAGES,
  medicationPageSchema,
  medicationSchema,
  type MedicationPage,
} from '@fertilia/contracts';
import { medicationDoses, medications } from '../../../db/schema';
import { createCareTestApp, createPatient, testClock } from '../../consultations/care-test-helpers';
import { injectAs } from '../../../test/http';
import type { TestUser } from '../../../test/users';
import { MEDICATIONS, addMedication, dosesUrl, medicationBody, medicationUrl } from './test-helpers';

describe('medications: list, create, replace, delete', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let sofia: TestUser;
  beforeAll(async () => {
    app = await createCareTestApp(clock);
    sofia = await createPatient(app);
  });
  afterAll(() => app.close());

  it('creates a medication of each schedule kind, with its last date and whether it is current', async () => {
    const res = await injectAs(
      app,
      sofia,
      'POST',
      MEDICATIONS,
      medicationBody({ times: ['19:00', '07:30'] }),
    );
    expect(res.statusCode).toBe(201);
    const created = medicationSchema.parse(res.json());
    expect(created).toMatchObject({
      patient_id: sofia.user.id,
      name: 'Gonal-f',
      dose: 150,
      dose_unit: 'IU',
      route: 'subcutaneous',
      schedule_kind: 'every_day',
      times: ['07:30', '19:00'],
      start_date: '2026-11-20',
      end_date: '2026-11-27',
      cycle_days: [],
      dates: [],
      time_zone: 'Europe/London',
      prescriber: 'Dr Okafor',
      reminders_enabled: true,
      last_date: '2026-11-27',
      active: true,
      created_at: '2026-11-24T12:00:00.000Z',
    });

    const cetrotide = await addMedication(app, sofia, {
      name: 'Cetrotide',
      dose: 0.25,
      dose_unit: 'mg',
      schedule_kind: 'cycle_days',
      start_date: '2026-11-18',
      end_date: null,
      cycle_days: [6, 7, 8, 9, 10, 11],
      times: ['08:00'],
    });
    expect(cetrotide).toMatchObject({
      dose: 0.25,
      cycle_days: [6, 7, 8, 9, 10, 11],
      last_date: '2026-11-28',
    });
    const trigger = await addMedication(app, sofia, {
      name: 'Ovitrelle',
      dose: 250,
      dose_unit: 'mcg',
      schedule_kind: 'dates',
      start_date: '2026-01-01',
      end_date: null,
      dates: ['2026-11-29'],
      times: ['21:30'],
      reminders_enabled: false,
    });
    expect(trigger).toMatchObject({
      start_date: '2026-11-29',
      last_date: '2026-11-29',
      active: true,
      reminders_enabled: false,
    });
  });

  it('lists current medications first, then by start date, newest first; filters by active; pages', async () => {
    const ana = await createPatient(app);
    const finished = await addMedication(app, ana, {
      name: 'Folic acid',
      start_date: '2026-10-01',
      end_date: '2026-11-23', // yesterday in London
    });
    const older = await addMedication(app, ana, {
      name: 'Progesterone',
      start_date: '2026-11-01',
      end_date: null,
    });
    const newer = await addMedication(app, ana, { name: 'Gonal-f', start_date: '2026-11-22' });
    const ended = await addMedication(app, ana, {
      name: 'Estradiol',
      start_date: '2026-11-10',
      end_date: '2026-11-12',
    });
    const list = async (query = '') => {
      const res = await injectAs(app, ana, 'GET', `${MEDICATIONS}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return medicationPageSchema.parse(res.json());
    };
    const page = await list();
    expect(page.items.map((m) => [m.id, m.active])).toEqual([
      [newer.id, true],
      [older.id, true],
      [ended.id, false],
      [finished.id, false],
    ]);
    expect(page).toMatchObject({ total: 4, skip: 0, limit: 50 });
    expect((await list('?active=true')).items.map((m) => m.id)).toEqual([newer.id, older.id]);
    const past: MedicationPage = await list('?active=false');
    expect(past.items.map((m) => m.id)).toEqual([ended.id, finished.id]);
    expect(past.total).toBe(2);
    const second = await list('?skip=1&limit=2');
    expect(second.items.map((m) => m.id)).toEqual([older.id, ended.id]);
    expect(second).toMatchObject({ total: 4, skip: 1, limit: 2 });
  });

  it('counts a medication ending today in her zone as current, though UTC has moved on', async () => {
    const kai = await createPatient(app);
    // 12:00 UTC on the 24th is 01:00 on the 25th in Auckland: a course ending on the 24th there is over.
    const auckland = await addMedication(app, kai, {
      time_zone: 'Pacific/Auckland',
      end_date: '2026-11-24',
    });
    // In Los Angeles it is still 04:00 on the 24th: a course ending that day has doses to come.
    const la = await addMedication(app, kai, { time_zone: 'America/Los_Angeles', end_date: '2026-11-24' });
    expect(auckland.active).toBe(false);
    expect(la.active).toBe(true);
    const page = (await injectAs(app, kai, 'GET', `${MEDICATIONS}?active=true`)).json();
    expect(page.items.map((m: { id: number }) => m.id)).toEqual([la.id]);
  });

  it('replaces a medication with PUT and keeps its dose log', async () => {
    const eva = await createPatient(app);
    const med = await addMedication(app, eva);
    const logged = await injectAs(app, eva, 'POST', dosesUrl(med.id), {
      date: '2026-11-21',
      time: '19:00',
      status: 'taken',
    });
    expect(logged.statusCode, logged.body).toBe(200);
    clock.set(new Date('2026-11-24T12:05:00Z'));
    const res = await injectAs(
      app,
      eva,
      'PUT',
      medicationUrl(med.id),
      medicationBody({
        name: 'Menopur',
        dose: 75,
        schedule_kind: 'cycle_days',
        start_date: '2026-11-19',
        cycle_days: [2, 3, 4, 5, 6, 7],
        times: ['20:00'],
        prescriber: undefined,
        instructions: undefined,
        reminders_enabled: false,
      }),
    );
    clock.set(new Date('2026-11-24T12:00:00Z'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: med.id,
      name: 'Menopur',
      dose: 75,
      schedule_kind: 'cycle_days',
      end_date: null,
      cycle_days: [2, 3, 4, 5, 6, 7],
      times: ['20:00'],
      prescriber: '',
      instructions: '',
      reminders_enabled: false,
      last_date: '2026-11-25',
      created_at: med.created_at,
      updated_at: '2026-11-24T12:05:00.000Z',
    });
    const log = await app.deps.db.db
      .select()
      .from(medicationDoses)
      .where(eq(medicationDoses.medicationId, med.id));
    expect(log).toHaveLength(1);
  });

  it('deletes a medication with its dose log', async () => {
    const lea = await createPatient(app);
    const med = await addMedication(app, lea);
    const keep = await addMedication(app, lea, { name: 'Folic acid' });
    await injectAs(app, lea, 'POST', dosesUrl(med.id), {
      date: '2026-11-20',
      time: '19:00',
      status: 'skipped',
    });
    const res = await injectAs(app, lea, 'DELETE', medicationUrl(med.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MEDICATION_MESSAGES.deleted });
    const db = app.deps.db.db;
    expect(await db.select().from(medications).where(eq(medications.id, med.id))).toEqual([]);
    expect(await db.select().from(medicationDoses).where(eq(medicationDoses.medicationId, med.id))).toEqual(
      [],
    );
    expect(
      (await injectAs(app, lea, 'GET', MEDICATIONS)).json().items.map((m: { id: number }) => m.id),
    ).toEqual([keep.id]);
    const again = await injectAs(app, lea, 'DELETE', medicationUrl(med.id));
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(MEDICATION_MESSAGES.medicationNotFound);
  });

  it('answers 401 to every call without a token', async () => {
    const med = await addMedication(app, sofia);
    const calls: [string, string, unknown?][] = [
      ['GET', MEDICATIONS],
      ['POST', MEDICATIONS, medicationBody()],
      ['PUT', medicationUrl(med.id), medicationBody()],
      ['DELETE', medicationUrl(med.id)],
      ['GET', `${MEDICATIONS}today/`],
      ['GET', `${MEDICATIONS}adherence/`],
      ['POST', dosesUrl(med.id), { date: '2026-11-20', time: '19:00', status: 'taken' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await injectAs(app, null, method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const [row] = await app.deps.db.db.select().from(medications).where(eq(medications.id, med.id));
    expect(row?.name).toBe('Gonal-f');
  });
});
