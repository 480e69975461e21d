import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { hcgDoublingHours, labResultPageSchema } from '@fertilia/contracts';
import { labResults } from '../../../db/schema';
import { injectAs } from '../../../test/http';
import { testContext } from '../../../test/context';
import { createUserWithToken, type TestUser } from '../../../test/users';
import { START, createCareTestApp, testClock } from '../../consultations/care-test-helpers';
import { DEMO_ACCOUNTS } from '../../users/demo-accounts';
import { demoLabResults, seedDemoLabResults } from './demo-lab-results';

const demoPatient = DEMO_ACCOUNTS.find((a) => a.role === 'patient')!;
const TODAY = START.toISOString().slice(0, 10);

describe('demo lab results (pure)', () => {
  it('holds the work-up the screen shows, all in the past, AMH in both units and two β-hCG 48 hours apart', () => {
    const results = demoLabResults(TODAY);
    expect(results.every((r) => r.taken_on < TODAY)).toBe(true);
    expect(results.filter((r) => r.test === 'amh').map((r) => r.unit)).toEqual(['ng/mL', 'pmol/L']);
    const dayThree = results.filter((r) => r.cycle_day === 3).map((r) => r.test);
    expect(dayThree).toEqual(expect.arrayContaining(['fsh', 'lh', 'estradiol', 'tsh']));
    expect(results.find((r) => r.test === 'progesterone')).toMatchObject({ cycle_day: 21 });
    const [first, second] = results.filter((r) => r.test === 'hcg');
    // 118 → 262 IU/L over 48 hours: 48·ln2 / ln(262/118) = 41.7 hours.
    expect(hcgDoublingHours(first!, second!)).toBeCloseTo(41.7, 1);
  });
});

describe('seedDemoLabResults', () => {
  let app: FastifyInstance;
  let patient: TestUser;
  const logged: unknown[] = [];
  const log = { info: (...args: unknown[]) => logged.push(args) } as unknown as FastifyInstance['log'];
  const rowsOf = (userId: number) =>
    app.deps.db.db.select().from(labResults).where(eq(labResults.patientId, userId));

  beforeAll(async () => {
    app = await createCareTestApp(testClock());
  });
  afterAll(() => app.close());

  it('does nothing without the demo patient', async () => {
    await seedDemoLabResults(testContext(app, { log }));
    expect(await app.deps.db.db.select().from(labResults)).toEqual([]);
  });

  it('adds her results once, however often the server starts, and only hers', async () => {
    patient = await createUserWithToken(app, {
      role: 'patient',
      values: { email: demoPatient.email, username: demoPatient.username },
    });
    const other = await createUserWithToken(app, { role: 'patient' });
    await seedDemoLabResults(testContext(app, { log }));
    const first = await rowsOf(patient.user.id);
    expect(first).toHaveLength(demoLabResults(TODAY).length);
    await seedDemoLabResults(testContext(app, { log }));
    expect((await rowsOf(patient.user.id)).map((r) => r.id)).toEqual(first.map((r) => r.id));
    expect(await rowsOf(other.user.id)).toEqual([]);
    // Counts only: no value or test name in the log.
    expect(JSON.stringify(logged)).not.toMatch(/amh|hcg|ng\/mL/i);
  });

  it('shows them through the API with their ranges and flags', async () => {
    const res = await injectAs(app, patient, 'GET', '/api/treatment/lab-results/');
    expect(res.statusCode, res.body).toBe(200);
    const page = labResultPageSchema.parse(res.json());
    expect(page.items[0]).toMatchObject({ test: 'amh', unit: 'pmol/L', standard_unit: 'ng/mL' });
    expect(page.items.find((r) => r.test === 'fsh')).toMatchObject({ flag: 'normal' });
    expect(page.items.find((r) => r.test === 'progesterone')).toMatchObject({
      flag: 'normal',
      reference: { low: 30 },
    });
  });

  it('leaves her results alone once she has any, even after she deletes the rest', async () => {
    const [keep, ...rest] = await rowsOf(patient.user.id);
    for (const row of rest) await app.deps.db.db.delete(labResults).where(eq(labResults.id, row.id));
    await seedDemoLabResults(testContext(app, { log }));
    expect((await rowsOf(patient.user.id)).map((r) => r.id)).toEqual([keep!.id]);
  });
});
