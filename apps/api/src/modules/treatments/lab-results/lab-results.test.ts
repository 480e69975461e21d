import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  LAB_MESSAGES,
  MESSAGES,
  RECORD_DATE_OUT_OF_RANGE,
  labResultPageSchema,
  labResultSchema,
  type LabResult,
  type LabResultInput,
} from '@fertilia/contracts';
import { auditEvents, labResults } from '../../../db/schema';
import { injectAs, issues, postCreated } from '../../../test/http';
import { createUserWithToken, type TestUser } from '../../../test/users';
import {
  createCareTestApp,
  createExpert,
  createPatient,
  hoursFrom,
  seedAppointment,
  testClock,
} from '../../consultations/care-test-helpers';

const URL = '/api/treatment/lab-results/';
const one = (id: number) => `${URL}${id}/`;
/** START is 2026-11-24 (UTC); her birthday is in May, so she is 35 in November 2026 and 34 in April. */
const BORN = '1991-05-10';

const amh: LabResultInput = {
  test: 'amh',
  value: 2.5,
  unit: 'ng/mL',
  taken_on: '2026-11-20',
  cycle_day: null,
  lab_name: 'Clinic laboratory',
  notes: '',
};

describe('lab results API', () => {
  let app: FastifyInstance;
  let sofia: TestUser;
  let other: TestUser;
  let expert: TestUser;
  let stranger: TestUser;
  const rowsOf = (patientId: number) =>
    app.deps.db.db.select().from(labResults).where(eq(labResults.patientId, patientId));
  const as = (who: TestUser | null) => ({
    get: (url: string) => injectAs(app, who, 'GET', url),
    post: (body: unknown) => injectAs(app, who, 'POST', URL, body),
    put: (id: number, body: unknown) => injectAs(app, who, 'PUT', one(id), body),
    del: (id: number) => injectAs(app, who, 'DELETE', one(id)),
  });
  const create = (who: TestUser, body: LabResultInput) => postCreated<LabResult>(app, who, URL, body);

  beforeAll(async () => {
    app = await createCareTestApp(testClock());
    sofia = await createUserWithToken(app, {
      role: 'patient',
      values: { firstName: 'Sofia', lastName: 'Marquez', dateOfBirth: BORN },
    });
    other = await createPatient(app, { firstName: 'Nadia' });
    expert = await createExpert(app);
    stranger = await createExpert(app, 'doctor', 'Henrik');
    await seedAppointment(app, { patient: sofia, expert, status: 'confirmed', startsAt: hoursFrom(48) });
  });
  afterAll(() => app.close());

  describe('POST', () => {
    it('stores her result with its standard value and answers its range and flag for her age that day', async () => {
      const res = await as(sofia).post(amh);
      expect(res.statusCode, res.body).toBe(201);
      const result = labResultSchema.parse(res.json());
      expect(result).toMatchObject({
        patient_id: sofia.user.id,
        test: 'amh',
        test_label: 'AMH (anti-Müllerian hormone)',
        value: 2.5,
        unit: 'ng/mL',
        standard_value: 2.5,
        standard_unit: 'ng/mL',
        taken_on: '2026-11-20',
        flag: 'normal',
        reference: { low: 0.147, high: 7.49, unit: 'ng/mL', applies_to: expect.stringContaining('35–39') },
      });
      expect(result.reference!.source).toContain('Elecsys');
    });

    it('converts a value in pmol/L to ng/mL and reads it against the band of her age on the sample’s day', async () => {
      // 3.5 pmol/L is 0.49 ng/mL: above the 35–39 lower limit (0.147), below the 30–34 one (0.576). In April
      // 2026 she was 34.
      const result = await create(sofia, { ...amh, value: 3.5, unit: 'pmol/L', taken_on: '2026-04-01' });
      expect(result.standard_value).toBeCloseTo(3.5 / 7.14, 4);
      expect(result.reference).toMatchObject({ low: 0.576, applies_to: expect.stringContaining('30–34') });
      expect(result.flag).toBe('low');
      const [row] = (await rowsOf(sofia.user.id)).filter((r) => r.id === result.id);
      expect(row).toMatchObject({ value: 3.5, unit: 'pmol/L' });
      expect(row!.standardValue).toBeCloseTo(0.4902, 4);
    });

    it('reads estradiol entered in pg/mL in pmol/L against the phase of her cycle day', async () => {
      const result = await create(sofia, {
        test: 'estradiol',
        value: 100,
        unit: 'pg/mL',
        taken_on: '2026-11-03',
        cycle_day: 3,
      });
      expect(result.standard_value).toBeCloseTo(367.1, 1);
      expect(result).toMatchObject({
        standard_unit: 'pmol/L',
        reference: { low: 114, high: 332, applies_to: expect.stringContaining('day 1–5') },
        flag: 'high',
      });
    });

    it('gives no range or flag where none applies (β-hCG; a patient with no date of birth for AMH)', async () => {
      const hcg = await create(sofia, { test: 'hcg', value: 120, unit: 'IU/L', taken_on: '2026-11-22' });
      expect(hcg).toMatchObject({ reference: null, flag: null });
      const hers = await create(other, amh);
      expect(hers).toMatchObject({ patient_id: other.user.id, reference: null, flag: null });
    });

    it('accepts tomorrow (her time zone may be ahead) and refuses the day after, changing nothing', async () => {
      expect((await as(sofia).post({ ...amh, taken_on: '2026-11-25' })).statusCode).toBe(201);
      const before = await rowsOf(sofia.user.id);
      const res = await as(sofia).post({ ...amh, taken_on: '2026-11-26' });
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['body', 'taken_on'], msg: LAB_MESSAGES.takenInFuture }]);
      expect(await rowsOf(sofia.user.id)).toEqual(before);
    });

    it.each([
      ['a test not on the list', { test: 'cortisol' }, 'test', LAB_MESSAGES.testInvalid],
      ['a negative value', { value: -1 }, 'value', LAB_MESSAGES.valueInvalid],
      ['a value too large', { value: 1_000_001 }, 'value', LAB_MESSAGES.valueInvalid],
      ['a value that is text', { value: '2.5' }, 'value', LAB_MESSAGES.valueInvalid],
      ['no unit', { unit: '' }, 'unit', LAB_MESSAGES.unitRequired],
      ['a unit not of the test', { unit: 'nmol/L' }, 'unit', LAB_MESSAGES.unitInvalid('amh')],
      ['cycle day 0', { cycle_day: 0 }, 'cycle_day', LAB_MESSAGES.cycleDayInvalid],
      ['cycle day 61', { cycle_day: 61 }, 'cycle_day', LAB_MESSAGES.cycleDayInvalid],
      ['a fractional cycle day', { cycle_day: 2.5 }, 'cycle_day', LAB_MESSAGES.cycleDayInvalid],
      ['a long lab name', { lab_name: 'x'.repeat(101) }, 'lab_name', LAB_MESSAGES.labNameTooLong],
      ['long notes', { notes: 'x'.repeat(501) }, 'notes', LAB_MESSAGES.notesTooLong],
    ])('refuses %s with 422 on the field, changing nothing', async (_, change, field, msg) => {
      const before = await rowsOf(sofia.user.id);
      const res = await as(sofia).post({ ...amh, ...change });
      expect(res.statusCode, res.body).toBe(422);
      expect(issues(res)).toContainEqual({ loc: ['body', field], msg });
      expect(await rowsOf(sofia.user.id)).toEqual(before);
    });

    it('refuses a malformed date, and one before 1900 (the database has no year 0)', async () => {
      const res = await as(sofia).post({ ...amh, taken_on: '20/11/2026' });
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['body', 'taken_on'], msg: MESSAGES.dateFormat }]);
      for (const taken_on of ['0000-01-01', '1899-12-31']) {
        const old = await as(sofia).post({ ...amh, taken_on });
        expect(issues(old)).toEqual([{ loc: ['body', 'taken_on'], msg: RECORD_DATE_OUT_OF_RANGE }]);
      }
    });

    it('refuses a missing token (401) and a professional (403)', async () => {
      expect((await as(null).post(amh)).statusCode).toBe(401);
      expect((await as(expert).post(amh)).statusCode).toBe(403);
    });
  });

  describe('GET', () => {
    let fsh: LabResult;
    let fshLater: LabResult;

    beforeAll(async () => {
      fsh = await create(sofia, {
        test: 'fsh',
        value: 14,
        unit: 'mIU/mL',
        taken_on: '2026-10-02',
        cycle_day: 2,
      });
      fshLater = await create(sofia, {
        test: 'fsh',
        value: 6,
        unit: 'IU/L',
        taken_on: '2026-11-01',
        cycle_day: 3,
      });
    });

    it('lists only her results, newest sample first, each with its range and flag', async () => {
      const res = await as(sofia).get(URL);
      expect(res.statusCode, res.body).toBe(200);
      const page = labResultPageSchema.parse(res.json());
      expect(page.items.every((r) => r.patient_id === sofia.user.id)).toBe(true);
      const dates = page.items.map((r) => r.taken_on);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(page.total).toBe(page.items.length);
      expect(page.items.find((r) => r.id === fsh.id)).toMatchObject({
        flag: 'high',
        reference: { low: 3.5, high: 12.5 },
      });
    });

    it('narrows to one test (its trend) and pages', async () => {
      const page = labResultPageSchema.parse((await as(sofia).get(`${URL}?test=fsh`)).json());
      expect(page.items.map((r) => r.id)).toEqual([fshLater.id, fsh.id]);
      const second = labResultPageSchema.parse(
        (await as(sofia).get(`${URL}?test=fsh&skip=1&limit=1`)).json(),
      );
      expect(second).toMatchObject({ total: 2, skip: 1, limit: 1 });
      expect(second.items.map((r) => r.id)).toEqual([fsh.id]);
    });

    it('refuses an unknown test filter and bad paging with 422', async () => {
      const res = await as(sofia).get(`${URL}?test=cortisol`);
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['query', 'test'], msg: LAB_MESSAGES.testInvalid }]);
      expect((await as(sofia).get(`${URL}?limit=0`)).statusCode).toBe(422);
    });

    it('refuses a missing token', async () => {
      expect((await as(null).get(URL)).statusCode).toBe(401);
    });

    it('answers 404 when a patient names another patient', async () => {
      const res = await as(other).get(`${URL}?patient_id=${sofia.user.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: LAB_MESSAGES.patientNotFound });
      expect((await as(sofia).get(`${URL}?patient_id=${sofia.user.id}`)).statusCode).toBe(200);
    });

    it('lets her expert read them, and records the read in the audit log', async () => {
      const res = await as(expert).get(`${URL}?patient_id=${sofia.user.id}&test=fsh`);
      expect(res.statusCode, res.body).toBe(200);
      expect(labResultPageSchema.parse(res.json()).items.map((r) => r.id)).toEqual([fshLater.id, fsh.id]);
      const events = await app.deps.db.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'treatment.lab_results_viewed'),
            eq(auditEvents.actorId, expert.user.id),
          ),
        );
      expect(events).toHaveLength(1);
      expect(events[0]!.targetUserId).toBe(sofia.user.id);
    });

    it('refuses a professional with no appointment with her (404, nothing audited) and one naming nobody (422)', async () => {
      const res = await as(stranger).get(`${URL}?patient_id=${sofia.user.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: LAB_MESSAGES.patientNotFound });
      const events = await app.deps.db.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.actorId, stranger.user.id));
      expect(events).toEqual([]);
      const unnamed = await as(expert).get(URL);
      expect(unnamed.statusCode).toBe(422);
      expect(issues(unnamed)).toEqual([{ loc: ['query', 'patient_id'], msg: LAB_MESSAGES.patientRequired }]);
    });
  });

  describe('PUT', () => {
    it('replaces her result, recomputing the standard value, range and flag', async () => {
      const made = await create(sofia, { ...amh, taken_on: '2026-11-10' });
      const res = await as(sofia).put(made.id, {
        test: 'progesterone',
        value: 12,
        unit: 'ng/mL',
        taken_on: '2026-11-12',
        cycle_day: 21,
        notes: 'Day 21 test',
      });
      expect(res.statusCode, res.body).toBe(200);
      const result = labResultSchema.parse(res.json());
      expect(result).toMatchObject({
        id: made.id,
        test: 'progesterone',
        unit: 'ng/mL',
        standard_unit: 'nmol/L',
        cycle_day: 21,
        lab_name: '',
        notes: 'Day 21 test',
        reference: { low: 30, high: null },
        flag: 'normal',
      });
      expect(result.standard_value).toBeCloseTo(38.16, 2);
      expect(result.created_at).toBe(made.created_at);
    });

    it('refuses a future date and a unit not of the test with 422, changing nothing', async () => {
      const made = await create(sofia, { ...amh, taken_on: '2026-11-09' });
      const before = await rowsOf(sofia.user.id);
      const future = await as(sofia).put(made.id, { ...amh, taken_on: '2026-12-01' });
      expect(future.statusCode).toBe(422);
      expect(issues(future)).toEqual([{ loc: ['body', 'taken_on'], msg: LAB_MESSAGES.takenInFuture }]);
      const unit = await as(sofia).put(made.id, { ...amh, test: 'tsh' });
      expect(unit.statusCode).toBe(422);
      expect(issues(unit)).toEqual([{ loc: ['body', 'unit'], msg: LAB_MESSAGES.unitInvalid('tsh') }]);
      expect(await rowsOf(sofia.user.id)).toEqual(before);
    });

    it('answers 404 for another patient’s result and for none, changing nothing', async () => {
      const hers = await create(other, { ...amh, taken_on: '2026-11-01' });
      const res = await as(sofia).put(hers.id, { ...amh, value: 9 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: LAB_MESSAGES.resultNotFound });
      expect((await rowsOf(other.user.id)).find((r) => r.id === hers.id)!.value).toBe(2.5);
      expect((await as(sofia).put(999_999, amh)).statusCode).toBe(404);
    });

    it('refuses a missing token (401) and her expert (403)', async () => {
      const made = await create(sofia, { ...amh, taken_on: '2026-11-08' });
      expect((await as(null).put(made.id, amh)).statusCode).toBe(401);
      expect((await as(expert).put(made.id, amh)).statusCode).toBe(403);
    });
  });

  describe('DELETE', () => {
    it('deletes her result', async () => {
      const made = await create(sofia, { ...amh, taken_on: '2026-11-07' });
      const res = await as(sofia).del(made.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: LAB_MESSAGES.deleted });
      expect((await rowsOf(sofia.user.id)).some((r) => r.id === made.id)).toBe(false);
      expect((await as(sofia).del(made.id)).statusCode).toBe(404);
    });

    it('answers 404 for another patient’s result, refuses no token (401) and her expert (403), keeping it', async () => {
      const hers = await create(other, { ...amh, taken_on: '2026-11-06' });
      const res = await as(sofia).del(hers.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: LAB_MESSAGES.resultNotFound });
      expect((await as(null).del(hers.id)).statusCode).toBe(401);
      expect((await as(expert).del(hers.id)).statusCode).toBe(403);
      expect((await rowsOf(other.user.id)).some((r) => r.id === hers.id)).toBe(true);
    });
  });
});
