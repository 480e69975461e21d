import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MEDICATION_MESSAGES as M, type Medication } from '@fertilia/contracts';
import { auditEvents, medicationDoses, medications } from '../../../db/schema';
import {
  createCareTestApp,
  createExpert,
  createPatient,
  hoursFrom,
  seedAppointment,
  testClock,
} from '../../consultations/care-test-helpers';
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

/*
 * Who reaches whose medications (ADR 022, treatments/access.ts): a patient only her own (another's ids and
 * patient_id are 404s); a professional reads those of a patient of hers, named by patient_id, audited, and
 * never writes.
 */
describe('medications: access', () => {
  let app: FastifyInstance;
  let sofia: TestUser;
  let ines: TestUser;
  let expert: TestUser;
  let stranger: TestUser;
  let med: Medication;
  beforeAll(async () => {
    app = await createCareTestApp(testClock());
    sofia = await createPatient(app);
    ines = await createPatient(app, { firstName: 'Ines' });
    expert = await createExpert(app);
    stranger = await createExpert(app, 'doctor', 'Noor');
    med = await addMedication(app, sofia);
    await injectAs(app, sofia, 'POST', dosesUrl(med.id), {
      date: '2026-11-22',
      time: '19:00',
      status: 'taken',
    });
    await seedAppointment(app, { patient: sofia, expert, status: 'completed', startsAt: hoursFrom(-48) });
  });
  afterAll(() => app.close());

  const unchanged = async () => {
    const [row] = await app.deps.db.db.select().from(medications).where(eq(medications.id, med.id));
    expect(row).toMatchObject({ name: 'Gonal-f', dose: 150, updatedAt: new Date(med.updated_at) });
    const log = await app.deps.db.db
      .select()
      .from(medicationDoses)
      .where(eq(medicationDoses.medicationId, med.id));
    expect(log.map((l) => l.status)).toEqual(['taken']);
  };
  const auditsBy = (who: TestUser) =>
    app.deps.db.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.actorId, who.user.id), eq(auditEvents.action, 'treatment.medications_viewed')),
      );

  it('refuses another patient her medication ids with a 404, changing nothing', async () => {
    const writes: [string, string, unknown?][] = [
      ['PUT', medicationUrl(med.id), medicationBody({ name: 'Changed' })],
      ['DELETE', medicationUrl(med.id)],
      ['POST', dosesUrl(med.id), { date: '2026-11-22', time: '19:00', status: 'skipped' }],
    ];
    for (const [method, url, body] of writes) {
      const res = await injectAs(app, ines, method as 'PUT', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().detail).toBe(M.medicationNotFound);
    }
    await unchanged();
  });

  it('refuses another patient naming her patient_id, and shows her none of it in her own lists', async () => {
    for (const url of [MEDICATIONS, TODAY, ADHERENCE]) {
      const res = await injectAs(app, ines, 'GET', `${url}?patient_id=${sofia.user.id}`);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().detail).toBe(M.patientNotFound);
    }
    expect((await injectAs(app, ines, 'GET', MEDICATIONS)).json()).toMatchObject({ items: [], total: 0 });
    expect((await injectAs(app, ines, 'GET', TODAY)).json().doses).toEqual([]);
    expect((await injectAs(app, ines, 'GET', ADHERENCE)).json()).toMatchObject({
      scheduled: 0,
      medications: [],
    });
    // Naming herself is her own list.
    const own = await injectAs(app, sofia, 'GET', `${MEDICATIONS}?patient_id=${sofia.user.id}`);
    expect(own.json().items.map((m: Medication) => m.id)).toEqual([med.id]);
  });

  it('refuses an expert with no consultation with her (404), and audits nothing', async () => {
    for (const url of [MEDICATIONS, TODAY, ADHERENCE]) {
      const res = await injectAs(app, stranger, 'GET', `${url}?patient_id=${sofia.user.id}`);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().detail).toBe(M.patientNotFound);
    }
    expect(await auditsBy(stranger)).toEqual([]);
  });

  it('asks a professional to name the patient', async () => {
    for (const url of [MEDICATIONS, TODAY, ADHERENCE]) {
      const res = await injectAs(app, expert, 'GET', url);
      expect(res.statusCode, url).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['query', 'patient_id'], msg: M.patientRequired }]);
    }
  });

  it('lets her expert read her medications, today and adherence, each read in the audit log', async () => {
    const list = await injectAs(app, expert, 'GET', `${MEDICATIONS}?patient_id=${sofia.user.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((m: Medication) => m.id)).toEqual([med.id]);
    const today = await injectAs(app, expert, 'GET', `${TODAY}?patient_id=${sofia.user.id}`);
    expect(today.statusCode).toBe(200);
    expect(today.json()).toMatchObject({
      date: '2026-11-24',
      doses: [{ medication_id: med.id, time: '19:00' }],
    });
    const adherence = await injectAs(app, expert, 'GET', `${ADHERENCE}?patient_id=${sofia.user.id}&days=7`);
    expect(adherence.statusCode).toBe(200);
    expect(adherence.json()).toMatchObject({ taken: 1, scheduled: 4 });
    const audits = await auditsBy(expert);
    expect(audits).toHaveLength(3);
    expect(audits.every((a) => a.targetUserId === sofia.user.id && a.actorRole === 'expert')).toBe(true);
    // Her own reads are hers: not audited.
    await injectAs(app, sofia, 'GET', MEDICATIONS);
    expect(await auditsBy(sofia)).toEqual([]);
  });

  it('refuses her expert every write (403), changing nothing', async () => {
    const writes: [string, string, unknown?][] = [
      ['POST', MEDICATIONS, medicationBody()],
      ['PUT', medicationUrl(med.id), medicationBody({ name: 'Changed' })],
      ['DELETE', medicationUrl(med.id)],
      ['POST', dosesUrl(med.id), { date: '2026-11-22', time: '19:00', status: 'skipped' }],
    ];
    for (const [method, url, body] of writes) {
      const res = await injectAs(app, expert, method as 'PUT', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    await unchanged();
    const rows = await app.deps.db.db
      .select()
      .from(medications)
      .where(eq(medications.patientId, expert.user.id));
    expect(rows).toEqual([]);
  });
});
