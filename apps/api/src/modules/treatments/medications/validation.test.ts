import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MEDICATION_DATES_MAX,
  MEDICATION_INSTRUCTIONS_MAX,
  MEDICATION_MESSAGES as M,
  MEDICATION_NAME_MAX,
  MEDICATION_PRESCRIBER_MAX,
  DOSE_NOTE_MAX,
  MESSAGES,
  TIME_ZONE_INVALID,
  type Medication,
} from '@fertilia/contracts';
import { medicationDoses, medications } from '../../../db/schema';
import { createCareTestApp, createPatient, testClock } from '../../consultations/care-test-helpers';
import { injectAs, issues } from '../../../test/http';
import type { TestUser } from '../../../test/users';
import {
  ADHERENCE,
  MEDICATIONS,
  TODAY,
  addMedication,
  dosesUrl,
  medicationBody,
  medicationUrl,
} from './test-helpers';

type Case = [label: string, body: Record<string, unknown>, loc: (string | number)[], msg: string];

const dates = (n: number) =>
  Array.from({ length: n }, (_, i) => new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10));

/** Each rule of medicationInputSchema, as the 422 it gives. */
const MEDICATION_CASES: Case[] = [
  ['no name', { name: undefined }, ['name'], M.nameRequired],
  ['a blank name', { name: '   ' }, ['name'], M.nameRequired],
  ['a name too long', { name: 'x'.repeat(MEDICATION_NAME_MAX + 1) }, ['name'], M.nameTooLong],
  ['a dose of 0', { dose: 0 }, ['dose'], M.doseInvalid],
  ['a negative dose', { dose: -75 }, ['dose'], M.doseInvalid],
  ['a dose as text', { dose: '150' }, ['dose'], M.doseInvalid],
  ['a dose too large', { dose: 1_000_001 }, ['dose'], M.doseInvalid],
  ['an unknown unit', { dose_unit: 'grams' }, ['dose_unit'], M.doseUnitInvalid],
  ['an unknown route', { route: 'ear' }, ['route'], M.routeInvalid],
  ['an unknown schedule', { schedule_kind: 'weekly' }, ['schedule_kind'], M.scheduleKindInvalid],
  ['no times', { times: [] }, ['times'], M.timesRequired],
  ['times not a list', { times: '08:00' }, ['times'], M.timesRequired],
  [
    'seven times',
    { times: ['01:00', '02:00', '03:00', '04:00', '05:00', '06:00', '07:00'] },
    ['times'],
    M.timesTooMany,
  ],
  ['a time past 23:59', { times: ['24:00'] }, ['times', 0], M.timeInvalid],
  ['a time not zero-padded', { times: ['08:00', '7:30'] }, ['times', 1], M.timeInvalid],
  ['a time twice', { times: ['08:00', '08:00'] }, ['times'], M.timesRepeated],
  ['a start date that is not a date', { start_date: '24/11/2026' }, ['start_date'], MESSAGES.dateFormat],
  ['an impossible end date', { end_date: '2026-02-30' }, ['end_date'], MESSAGES.dateFormat],
  ['a start in year 0000', { start_date: '0000-01-01' }, ['start_date'], M.dateOutOfRange],
  ['an end after 2999', { end_date: '3000-01-01' }, ['end_date'], M.dateOutOfRange],
  [
    'a chosen date before 1900',
    { schedule_kind: 'dates', dates: ['1899-12-31'] },
    ['dates', 0],
    M.dateOutOfRange,
  ],
  ['an end before the start', { end_date: '2026-11-19' }, ['end_date'], M.endBeforeStart],
  [
    'cycle days without days',
    { schedule_kind: 'cycle_days', cycle_days: [] },
    ['cycle_days'],
    M.cycleDaysRequired,
  ],
  [
    'cycle days not a list',
    { schedule_kind: 'cycle_days', cycle_days: 5 },
    ['cycle_days'],
    M.cycleDaysRequired,
  ],
  ['cycle day 0', { schedule_kind: 'cycle_days', cycle_days: [0, 2] }, ['cycle_days', 0], M.cycleDayInvalid],
  ['cycle day 61', { schedule_kind: 'cycle_days', cycle_days: [61] }, ['cycle_days', 0], M.cycleDayInvalid],
  [
    'cycle day 2.5',
    { schedule_kind: 'cycle_days', cycle_days: [2, 2.5] },
    ['cycle_days', 1],
    M.cycleDayInvalid,
  ],
  ['dates without dates', { schedule_kind: 'dates', dates: [] }, ['dates'], M.datesRequired],
  ['dates not a list', { schedule_kind: 'dates', dates: '2026-11-30' }, ['dates'], M.datesRequired],
  [
    'a date that is not one',
    { schedule_kind: 'dates', dates: ['2026-13-01'] },
    ['dates', 0],
    MESSAGES.dateFormat,
  ],
  [
    'too many dates',
    { schedule_kind: 'dates', dates: dates(MEDICATION_DATES_MAX + 1) },
    ['dates'],
    M.datesTooMany,
  ],
  ['a time zone that is not IANA', { time_zone: '+01:00' }, ['time_zone'], TIME_ZONE_INVALID],
  ['no time zone', { time_zone: undefined }, ['time_zone'], TIME_ZONE_INVALID],
  [
    'a prescriber too long',
    { prescriber: 'x'.repeat(MEDICATION_PRESCRIBER_MAX + 1) },
    ['prescriber'],
    M.prescriberTooLong,
  ],
  [
    'instructions too long',
    { instructions: 'x'.repeat(MEDICATION_INSTRUCTIONS_MAX + 1) },
    ['instructions'],
    M.instructionsTooLong,
  ],
  ['reminders as text', { reminders_enabled: 'yes' }, ['reminders_enabled'], M.remindersInvalid],
];

describe('medications: every rule refused with a 422 that names the field, changing nothing', () => {
  let app: FastifyInstance;
  let sofia: TestUser;
  let med: Medication;
  beforeAll(async () => {
    app = await createCareTestApp(testClock());
    sofia = await createPatient(app);
    med = await addMedication(app, sofia);
  });
  afterAll(() => app.close());

  const rowsOf = async () => ({
    medications: await app.deps.db.db
      .select()
      .from(medications)
      .where(eq(medications.patientId, sofia.user.id)),
    doses: await app.deps.db.db
      .select()
      .from(medicationDoses)
      .where(eq(medicationDoses.medicationId, med.id)),
  });

  it.each(MEDICATION_CASES)('POST and PUT refuse %s', async (_label, change, loc, msg) => {
    const before = await rowsOf();
    const body = { ...medicationBody(), ...change };
    for (const [method, url] of [
      ['POST', MEDICATIONS],
      ['PUT', medicationUrl(med.id)],
    ] as const) {
      const res = await injectAs(app, sofia, method, url, body);
      expect(res.statusCode, `${method} ${res.body}`).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['body', ...loc], msg }]);
    }
    expect(await rowsOf()).toEqual(before);
  });

  const DOSE_CASES: Case[] = [
    ['a date that is not one', { date: 'today' }, ['date'], MESSAGES.dateFormat],
    ['a date of year 0000', { date: '0000-01-01' }, ['date'], M.dateOutOfRange],
    ['a time that is not HH:MM', { time: '7pm' }, ['time'], M.timeInvalid],
    ['no status', { status: undefined }, ['status'], M.statusInvalid],
    ['an unknown status', { status: 'forgotten' }, ['status'], M.statusInvalid],
    ['a note too long', { note: 'x'.repeat(DOSE_NOTE_MAX + 1) }, ['note'], M.noteTooLong],
    ['a date without a dose', { date: '2026-11-19' }, ['date'], M.notScheduled],
    ['a date after the course', { date: '2026-11-28' }, ['date'], M.notScheduled],
    ['a time without a dose', { time: '08:00' }, ['time'], M.notScheduled],
    // Scheduled, but tomorrow in London.
    ['a dose of a later day', { date: '2026-11-25' }, ['date'], M.doseInFuture],
  ];

  it.each(DOSE_CASES)('the dose log refuses %s', async (_label, change, loc, msg) => {
    const before = await rowsOf();
    const res = await injectAs(app, sofia, 'POST', dosesUrl(med.id), {
      date: '2026-11-22',
      time: '19:00',
      status: 'taken',
      ...change,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(issues(res)).toEqual([{ loc: ['body', ...loc], msg }]);
    expect(await rowsOf()).toEqual(before);
  });

  it('logs a dose of today before its time, and refuses tomorrow’s in her own zone', async () => {
    // 12:00 UTC on 24 November is 01:00 on the 25th in Auckland: her 25th has begun.
    const nz = await addMedication(app, sofia, { time_zone: 'Pacific/Auckland', times: ['08:00'] });
    const ok = await injectAs(app, sofia, 'POST', dosesUrl(nz.id), {
      date: '2026-11-25',
      time: '08:00',
      status: 'taken',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const later = await injectAs(app, sofia, 'POST', dosesUrl(nz.id), {
      date: '2026-11-26',
      time: '08:00',
      status: 'taken',
    });
    expect(issues(later)).toEqual([{ loc: ['body', 'date'], msg: M.doseInFuture }]);
  });

  it('refuses a bad query of the list, today and adherence', async () => {
    const cases: [string, (string | number)[], string][] = [
      [`${ADHERENCE}?days=0`, ['days'], M.adherenceDays],
      [`${ADHERENCE}?days=91`, ['days'], M.adherenceDays],
      [`${ADHERENCE}?days=1.5`, ['days'], M.adherenceDays],
      [`${ADHERENCE}?days=many`, ['days'], M.adherenceDays],
      [`${ADHERENCE}?patient_id=abc`, ['patient_id'], M.patientNotFound],
      [`${TODAY}?patient_id=0`, ['patient_id'], M.patientNotFound],
      [`${MEDICATIONS}?active=yes`, ['active'], 'active must be true or false'],
      [`${MEDICATIONS}?limit=0`, ['limit'], MESSAGES.limitRange],
      [`${MEDICATIONS}?skip=-1`, ['skip'], MESSAGES.skipMin],
    ];
    for (const [url, loc, msg] of cases) {
      const res = await injectAs(app, sofia, 'GET', url);
      expect(res.statusCode, url).toBe(422);
      expect(issues(res), url).toEqual([{ loc: ['query', ...loc], msg }]);
    }
  });

  it('refuses an id that is not one (422) and answers 404 for one that does not exist', async () => {
    for (const id of ['abc', '0', '1.5']) {
      const res = await injectAs(app, sofia, 'PUT', `${MEDICATIONS}${id}/`, medicationBody());
      expect(res.statusCode, id).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['path', 'id'], msg: M.medicationNotFound }]);
    }
    const res = await injectAs(app, sofia, 'DELETE', medicationUrl(999_999));
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(M.medicationNotFound);
  });
});
