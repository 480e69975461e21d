import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import {
  IVF_MESSAGES,
  MESSAGES,
  PLAN_ENTITLEMENT_LABELS,
  SUBSCRIPTION_MESSAGES,
  ivfModelCardSchema,
  ivfPredictionPageSchema,
  ivfPredictionSchema,
  type IvfPrediction,
} from '@fertilia/contracts';
import { auditEvents, ivfPredictions, plans } from '../../db/schema';
import { injectAs, issues, type InjectAsArgs } from '../../test/http';
import { createUserWithToken, type TestUser } from '../../test/users';
import {
  createCareTestApp,
  createExpert,
  createPatient,
  hoursFrom,
  seedAppointment,
  testClock,
} from '../consultations/care-test-helpers';
import { freePlanWith } from '../subscriptions/subscription-test-helpers';
import { IVF_MODEL } from './model/ivf-model';

/*
 * IVF success predictions (issue 20): a patient's own, a professional's for a patient of hers (audited),
 * every rule of the input refused with its message and nothing stored, and nobody else's ever shown.
 */

const PREDICTIONS = '/api/ivf/predictions/';
const MODEL = '/api/ivf/model/';
const clock = testClock();
let app: FastifyInstance;
let sofia: TestUser;
let nadia: TestUser;
let expert: TestUser;
let doctor: TestUser;
let freePlanId: number;
const call = (...args: InjectAsArgs) => injectAs(app, ...args);
const VALUES = { age: 36, amh_level: 1.8, fsh_level: 7 };

beforeAll(async () => {
  app = await createCareTestApp(clock);
  sofia = await createPatient(app);
  nadia = await createPatient(app, { firstName: 'Nadia', lastName: 'Haddad' });
  expert = await createExpert(app);
  doctor = await createExpert(app, 'doctor', 'Henrik');
  // Sofia sees the expert; Nadia sees nobody.
  await seedAppointment(app, { patient: sofia, expert, status: 'completed', startsAt: hoursFrom(-48) });
  freePlanId = (await freePlanWith(app, ['ivf_prediction'])).id;
});
afterAll(() => app.close());

async function created(who: TestUser, payload: unknown): Promise<IvfPrediction> {
  const res = await call(who, 'POST', PREDICTIONS, payload);
  expect(res.statusCode, res.body).toBe(201);
  return ivfPredictionSchema.parse(res.json());
}
const storedCount = async () => (await app.deps.db.db.select({ n: count() }).from(ivfPredictions))[0]!.n;
const auditRows = (action: string) =>
  app.deps.db.db.select().from(auditEvents).where(eq(auditEvents.action, action));

describe('POST /api/ivf/predictions/', () => {
  it('answers her chance with its interval, her age band, the factors and the words, stored as computed', async () => {
    const prediction = await created(sofia, VALUES);
    expect(prediction).toMatchObject({
      patient_id: sofia.user.id,
      patient: { id: sofia.user.id, name: 'Sofia Marquez' },
      computed_by: null,
      model_version: IVF_MODEL.version,
      extrapolated: false,
      inputs: {
        age: 36,
        amh_level: 1.8,
        amh_unit: 'ng/mL',
        amh_ng_ml: 1.8,
        fsh_level: 7,
        bmi: null,
        causes: [],
        previous_ivf_cycles: null,
        previous_live_birth: null,
        egg_source: 'own',
      },
      age_band: { label: '35–37' },
    });
    const { one_cycle: one, three_cycles: three } = prediction;
    expect(one.low).toBeLessThan(one.probability);
    expect(one.probability).toBeLessThan(one.high);
    expect(three.probability).toBeGreaterThan(one.probability);
    expect(three.low).toBeLessThan(three.probability);
    expect(three.probability).toBeLessThan(three.high);
    expect(prediction.factors.length).toBeGreaterThan(0);
    expect(prediction.factors[0]).toMatchObject({ factor: 'age', direction: 'lowers', source: 'register' });
    expect(prediction.explanation).toContain('women aged 35–37 in the UK register');
    expect(prediction.notes.join(' ')).toContain('published studies, not from our fit');
    expect(prediction.prediction_id).toMatch(/^[0-9a-f-]{36}$/);

    // Read back exactly as it was computed.
    const again = await call(sofia, 'GET', `${PREDICTIONS}${prediction.id}/`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(prediction);
    const [row] = await app.deps.db.db
      .select()
      .from(ivfPredictions)
      .where(eq(ivfPredictions.id, prediction.id));
    expect(row).toMatchObject({
      patientId: sofia.user.id,
      computedById: null,
      modelVersion: IVF_MODEL.version,
    });
  });

  it('converts AMH given in pmol/L, and counts what she adds only through its own term', async () => {
    const pmol = await created(sofia, { ...VALUES, amh_level: 12.852, amh_unit: 'pmol/L' });
    expect(pmol.inputs).toMatchObject({ amh_level: 12.852, amh_unit: 'pmol/L', amh_ng_ml: 1.8 });
    const ng = await created(sofia, VALUES);
    expect(pmol.one_cycle).toEqual(ng.one_cycle);

    const lowAmh = await created(sofia, { ...VALUES, amh_level: 0.5 });
    expect(lowAmh.one_cycle.probability).toBeLessThan(ng.one_cycle.probability);
    expect(lowAmh.factors.find((f) => f.factor === 'amh')).toMatchObject({
      direction: 'lowers',
      source: 'literature',
    });

    const donor = await created(sofia, { ...VALUES, age: 44, amh_level: 0.5, egg_source: 'donor' });
    expect(donor.factors.map((f) => f.factor)).not.toContain('amh');
    expect(donor.notes.join(' ')).toContain('donor');

    const full = await created(sofia, {
      ...VALUES,
      bmi: 31,
      causes: ['male_factor', 'tubal'],
      previous_ivf_cycles: 2,
      previous_live_birth: true,
    });
    expect(full.inputs).toMatchObject({ bmi: 31, causes: ['male_factor', 'tubal'], previous_ivf_cycles: 2 });
    expect(full.one_cycle.probability).not.toBe(ng.one_cycle.probability);
  });

  it('says past 50 that the answer is an extrapolation, with a wider interval', async () => {
    const at50 = await created(sofia, { ...VALUES, age: 50 });
    const at60 = await created(sofia, { ...VALUES, age: 60, egg_source: 'donor' });
    const donorAt50 = await created(sofia, { ...VALUES, age: 50, egg_source: 'donor' });
    expect(at50.extrapolated).toBe(false);
    expect(at60.extrapolated).toBe(true);
    expect(at60.notes.join(' ')).toContain('extrapolation');
    const width = (p: IvfPrediction) => p.one_cycle.high - p.one_cycle.low;
    expect(width(at60)).toBeGreaterThan(2 * width(donorAt50));
  });

  it.each([
    ['age below 18', { age: 17 }, 'age', IVF_MESSAGES.age],
    ['age above 65', { age: 66 }, 'age', IVF_MESSAGES.age],
    ['age not whole', { age: 36.5 }, 'age', IVF_MESSAGES.age],
    ['age as text', { age: 'thirty' }, 'age', IVF_MESSAGES.age],
    ['age missing', { age: undefined }, 'age', IVF_MESSAGES.age],
    ['AMH below 0', { amh_level: -0.1 }, 'amh_level', IVF_MESSAGES.amh],
    ['AMH above 100', { amh_level: 100.5 }, 'amh_level', IVF_MESSAGES.amh],
    ['AMH missing', { amh_level: undefined }, 'amh_level', IVF_MESSAGES.amh],
    ['FSH below 0', { fsh_level: -1 }, 'fsh_level', IVF_MESSAGES.fsh],
    ['FSH above 100', { fsh_level: 101 }, 'fsh_level', IVF_MESSAGES.fsh],
    ['FSH missing', { fsh_level: undefined }, 'fsh_level', IVF_MESSAGES.fsh],
    ['an AMH unit we do not know', { amh_unit: 'mg/L' }, 'amh_unit', IVF_MESSAGES.amhUnit],
    ['BMI below 15', { bmi: 14.9 }, 'bmi', IVF_MESSAGES.bmi],
    ['BMI above 60', { bmi: 61 }, 'bmi', IVF_MESSAGES.bmi],
    ['a cause we do not know', { causes: ['stress'] }, 'causes', IVF_MESSAGES.cause],
    ['a cause twice', { causes: ['tubal', 'tubal'] }, 'causes', IVF_MESSAGES.causesRepeated],
    [
      'negative previous cycles',
      { previous_ivf_cycles: -1 },
      'previous_ivf_cycles',
      IVF_MESSAGES.previousCycles,
    ],
    [
      'fractional previous cycles',
      { previous_ivf_cycles: 1.5 },
      'previous_ivf_cycles',
      IVF_MESSAGES.previousCycles,
    ],
    [
      'too many previous cycles',
      { previous_ivf_cycles: 31 },
      'previous_ivf_cycles',
      IVF_MESSAGES.previousCycles,
    ],
    [
      'a live birth as text',
      { previous_live_birth: 'yes' },
      'previous_live_birth',
      IVF_MESSAGES.previousLiveBirth,
    ],
    ['an egg source we do not know', { egg_source: 'frozen' }, 'egg_source', IVF_MESSAGES.eggSource],
    ['a patient id of 0', { patient_id: 0 }, 'patient_id', IVF_MESSAGES.patientId],
    ['a negative patient id', { patient_id: -4 }, 'patient_id', IVF_MESSAGES.patientId],
  ])('refuses %s with its message and stores nothing', async (_label, change, field, message) => {
    const before = await storedCount();
    const res = await call(sofia, 'POST', PREDICTIONS, { ...VALUES, ...change });
    expect(res.statusCode).toBe(422);
    expect(issues(res)).toContainEqual({
      loc: ['body', field, ...(field === 'causes' && message === IVF_MESSAGES.cause ? [0] : [])],
      msg: message,
    });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a patient naming someone else, and a professional naming nobody or someone not hers', async () => {
    const other = await call(sofia, 'POST', PREDICTIONS, { ...VALUES, patient_id: nadia.user.id });
    expect(other.statusCode).toBe(422);
    expect(issues(other)).toEqual([
      { loc: ['body', 'patient_id'], msg: IVF_MESSAGES.patientOnlyForProfessionals },
    ]);
    const nobody = await call(expert, 'POST', PREDICTIONS, VALUES);
    expect(nobody.statusCode).toBe(422);
    expect(issues(nobody)).toEqual([
      { loc: ['body', 'patient_id'], msg: IVF_MESSAGES.professionalNeedsPatient },
    ]);
    const notHers = await call(expert, 'POST', PREDICTIONS, { ...VALUES, patient_id: nadia.user.id });
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json()).toEqual({ detail: IVF_MESSAGES.patientNotFound });
    const stranger = await call(doctor, 'POST', PREDICTIONS, { ...VALUES, patient_id: sofia.user.id });
    expect(stranger.statusCode).toBe(404);
  });

  it('lets an expert estimate for her patient, audited, and the patient finds it in her history', async () => {
    const before = (await auditRows('ivf.prediction_created')).length;
    const prediction = await created(expert, { ...VALUES, patient_id: sofia.user.id });
    expect(prediction).toMatchObject({
      patient_id: sofia.user.id,
      computed_by: { id: expert.user.id, name: 'Amara Okafor' },
    });
    const rows = await auditRows('ivf.prediction_created');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ actorId: expert.user.id, targetUserId: sofia.user.id });

    const hers = ivfPredictionPageSchema.parse((await call(sofia, 'GET', PREDICTIONS)).json());
    expect(hers.items[0]).toEqual(prediction);
    const viewed = (await auditRows('ivf.prediction_viewed')).length;
    expect((await call(expert, 'GET', `${PREDICTIONS}${prediction.id}/`)).statusCode).toBe(200);
    expect(await auditRows('ivf.prediction_viewed')).toHaveLength(viewed + 1);
    expect((await call(doctor, 'GET', `${PREDICTIONS}${prediction.id}/`)).statusCode).toBe(404);
  });

  it('refuses a patient whose plan does not include it, and stores nothing', async () => {
    await app.deps.db.db.update(plans).set({ isActive: false }).where(eq(plans.id, freePlanId));
    try {
      const before = await storedCount();
      const res = await call(nadia, 'POST', PREDICTIONS, VALUES);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        detail: SUBSCRIPTION_MESSAGES.notEntitled(PLAN_ENTITLEMENT_LABELS.ivf_prediction),
      });
      expect(await storedCount()).toBe(before);
      // A professional is never asked for a plan.
      expect(
        (await call(expert, 'POST', PREDICTIONS, { ...VALUES, patient_id: sofia.user.id })).statusCode,
      ).toBe(201);
    } finally {
      await app.deps.db.db.update(plans).set({ isActive: true }).where(eq(plans.id, freePlanId));
    }
  });
});

describe('GET /api/ivf/predictions/', () => {
  it('pages her own predictions newest first, 20 by default, never anyone else’s', async () => {
    for (let i = 0; i < 21; i++) await created(nadia, { ...VALUES, age: 30 + (i % 10) });
    const first = ivfPredictionPageSchema.parse((await call(nadia, 'GET', PREDICTIONS)).json());
    expect(first).toMatchObject({ total: 21, skip: 0, limit: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items.every((p) => p.patient_id === nadia.user.id)).toBe(true);
    const ids = first.items.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = ivfPredictionPageSchema.parse((await call(nadia, 'GET', `${PREDICTIONS}?skip=20`)).json());
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.id).toBeLessThan(ids.at(-1)!);
  });

  it('shows a professional the predictions she computed, for one patient when asked', async () => {
    const mine = ivfPredictionPageSchema.parse((await call(expert, 'GET', PREDICTIONS)).json());
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((p) => p.computed_by?.id === expert.user.id)).toBe(true);
    const forSofia = await call(expert, 'GET', `${PREDICTIONS}?patient_id=${sofia.user.id}`);
    expect(forSofia.json().total).toBe(mine.total);
    expect((await call(expert, 'GET', `${PREDICTIONS}?patient_id=${nadia.user.id}`)).statusCode).toBe(404);
    expect((await call(doctor, 'GET', PREDICTIONS)).json()).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['skip=-1', 'skip'],
    ['patient_id=0', 'patient_id'],
    ['patient_id=abc', 'patient_id'],
  ])('refuses %s with 422', async (query, field) => {
    const res = await call(sofia, 'GET', `${PREDICTIONS}?${query}`);
    expect(res.statusCode).toBe(422);
    expect(issues(res).map((i) => i.loc)).toEqual([['query', field]]);
  });

  it("refuses a patient asking for another patient's list", async () => {
    const res = await call(sofia, 'GET', `${PREDICTIONS}?patient_id=${nadia.user.id}`);
    expect(res.statusCode).toBe(422);
    expect(issues(res)).toEqual([
      { loc: ['query', 'patient_id'], msg: IVF_MESSAGES.patientOnlyForProfessionals },
    ]);
  });
});

describe('GET /api/ivf/predictions/:id/', () => {
  it("answers 404 for another patient's prediction and for one that does not exist", async () => {
    const hers = await created(sofia, VALUES);
    const res = await call(nadia, 'GET', `${PREDICTIONS}${hers.id}/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: IVF_MESSAGES.notFound });
    expect((await call(sofia, 'GET', `${PREDICTIONS}999999/`)).statusCode).toBe(404);
  });

  it.each(['0', '-3', 'abc', '1.5'])('refuses the id %s with 422', async (id) => {
    const res = await call(sofia, 'GET', `${PREDICTIONS}${id}/`);
    expect(res.statusCode).toBe(422);
    expect(issues(res)).toEqual([{ loc: ['path', 'id'], msg: IVF_MESSAGES.invalidId }]);
  });
});

describe('GET /api/ivf/model/', () => {
  it("answers the model's validation on the cycles it never saw", async () => {
    const res = await call(nadia, 'GET', MODEL);
    expect(res.statusCode).toBe(200);
    const card = ivfModelCardSchema.parse(res.json());
    expect(card).toMatchObject({
      version: IVF_MODEL.version,
      fitted_on: { year: 2017 },
      validated_on: { year: 2018 },
    });
    expect(card.by_decile).toHaveLength(10);
    expect(card.by_age_band).toHaveLength(6);
    expect(card.cdc_comparison.brier_ours).toBeLessThan(card.cdc_comparison.brier_cdc);
  });
});

describe('who may call', () => {
  const calls: [string, string, unknown?][] = [
    ['POST', PREDICTIONS, VALUES],
    ['GET', PREDICTIONS],
    ['GET', `${PREDICTIONS}1/`],
    ['GET', MODEL],
  ];

  it.each(calls)(
    "answers %s %s without a token with 401 'Authentication required'",
    async (method, url, body) => {
      const res = await call(null, method as 'GET', url, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: MESSAGES.authenticationRequired });
    },
  );

  it('refuses staff with 403', async () => {
    const admin = await createUserWithToken(app, { role: 'admin' });
    const finance = await createUserWithToken(app, { role: 'finance' });
    for (const who of [admin, finance]) {
      expect((await call(who, 'POST', PREDICTIONS, VALUES)).statusCode).toBe(403);
      expect((await call(who, 'GET', PREDICTIONS)).statusCode).toBe(403);
    }
  });
});
