import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import {
  EMBRYO_MESSAGES,
  MESSAGES,
  embryoAnalysisPageSchema,
  isGradeOnScale,
  type EmbryoAnalysisUpdateEvent,
} from '@fertilia/contracts';
import { auditEvents, embryoAnalyses, embryoImages } from '../../db/schema';
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
import { ANALYSES, ANALYZE, read, started, storkBlastocyst, uploaded } from './embryo-test-helpers';

/*
 * Analyses (issue 22): started on an uploaded picture, run by the background job with its progress
 * announced live, read by whoever may read the picture and nobody else, run again, and the spec's 401.
 */

const clock = testClock();
let app: FastifyInstance;
let sofia: TestUser;
let nadia: TestUser;
let expert: TestUser;
let doctor: TestUser;
const call = (...args: InjectAsArgs) => injectAs(app, ...args);

beforeAll(async () => {
  app = await createCareTestApp(clock);
  sofia = await createPatient(app);
  nadia = await createPatient(app, { firstName: 'Nadia', lastName: 'Haddad' });
  expert = await createExpert(app);
  doctor = await createExpert(app, 'doctor', 'Henrik');
  await seedAppointment(app, { patient: sofia, expert, status: 'completed', startsAt: hoursFrom(-48) });
  await freePlanWith(app, ['embryo_analysis']);
});
afterAll(() => app.close());

const storedAnalyses = async () => (await app.deps.db.db.select({ n: count() }).from(embryoAnalyses))[0]!.n;

/** Runs the queued jobs and returns the live events they announced. */
async function runJobs() {
  const heard: { recipient_ids: number[]; event: EmbryoAnalysisUpdateEvent }[] = [];
  const listen = (payload: (typeof heard)[number]) => heard.push(payload);
  app.communityEvents.on('embryo_analysis_update', listen);
  try {
    await app.jobs.drain();
  } finally {
    app.communityEvents.off('embryo_analysis_update', listen);
  }
  return heard;
}

describe('POST /api/embryo/analyses/ and the analysis job', () => {
  it('analyses a real blastocyst in the background, announcing its progress to her and her expert', async () => {
    const image = await uploaded(app, expert, await storkBlastocyst(), { patient_id: String(sofia.user.id) });
    const analysis = await started(app, expert, image.id, { patient_age: 34, day_of_development: 5 });
    expect(analysis).toMatchObject({
      image_id: image.id,
      status: 'analyzing',
      progress: 0,
      development_stage: 'blastocyst',
      patient_age: 34,
      day_of_development: 5,
      grade: null,
      detailed_assessment: null,
      requested_by: { id: expert.user.id },
      image: { status: 'analyzing', analysis_id: analysis.id },
    });

    const heard = await runJobs();
    const progress = heard.map((h) => h.event.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(heard.at(-1)!.event).toEqual({
      analysis_id: analysis.id,
      image_id: image.id,
      status: 'analyzed',
      progress: 100,
      progress_label: 'Done',
    });
    expect(new Set(heard.at(-1)!.recipient_ids)).toEqual(new Set([expert.user.id, sofia.user.id]));

    const done = await read(app, sofia, analysis.id);
    expect(done.status).toBe('analyzed');
    expect(done.detailed_assessment!.grading_scale).toBe('gardner');
    expect(isGradeOnScale('gardner', done.ai_grade!)).toBe(true);
    expect(done.grade).toBe(done.ai_grade);
    expect(done.ai_confidence_score).toBeGreaterThanOrEqual(0);
    expect(done.implantation_potential_score).toBeGreaterThan(0);
    expect(done.detailed_assessment!.outline.shapes.map((s) => s.kind)).toContain('embryo');
    expect(done.review).toBeNull();
  });

  it('refuses each rule of the input with its field and message, and stores nothing', async () => {
    const image = await uploaded(app, sofia);
    const before = await storedAnalyses();
    for (const [body, field, msg] of [
      [{ patient_age: 17 }, 'patient_age', EMBRYO_MESSAGES.age],
      [{ patient_age: 66 }, 'patient_age', EMBRYO_MESSAGES.age],
      [{ patient_age: 34.5 }, 'patient_age', EMBRYO_MESSAGES.age],
      [{ patient_age: '34' }, 'patient_age', EMBRYO_MESSAGES.age],
      [{ day_of_development: 0 }, 'day_of_development', EMBRYO_MESSAGES.day],
      [{ day_of_development: 8 }, 'day_of_development', EMBRYO_MESSAGES.day],
      [{ image_id: 0 }, 'image_id', EMBRYO_MESSAGES.imageId],
      [{ image_id: -3 }, 'image_id', EMBRYO_MESSAGES.imageId],
      [{ image_id: 'one' }, 'image_id', EMBRYO_MESSAGES.imageId],
    ] as const) {
      const valid: Record<string, unknown> = { image_id: image.id, patient_age: 34, day_of_development: 3 };
      const res = await call(sofia, 'POST', ANALYSES, { ...valid, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['body', field], msg }]);
    }
    expect(await storedAnalyses()).toBe(before);
  });

  it('starts once per picture, only for its uploader or its patient', async () => {
    const image = await uploaded(app, sofia);
    expect(
      (await call(nadia, 'POST', ANALYSES, { image_id: image.id, patient_age: 30, day_of_development: 3 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(doctor, 'POST', ANALYSES, { image_id: image.id, patient_age: 30, day_of_development: 3 }))
        .statusCode,
    ).toBe(404);
    await started(app, sofia, image.id, { day_of_development: 3 });
    const again = await call(sofia, 'POST', ANALYSES, {
      image_id: image.id,
      patient_age: 30,
      day_of_development: 3,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: EMBRYO_MESSAGES.alreadyAnalysed });
    await runJobs();
  });

  it('ends failed with the reason when the picture cannot be read, and runs again on request', async () => {
    const image = await uploaded(app, sofia);
    const analysis = await started(app, sofia, image.id);
    const busy = await call(sofia, 'POST', ANALYZE, { image_id: image.id });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ detail: EMBRYO_MESSAGES.busy });
    // The stored file vanishes before the job runs (a disk lost between upload and analysis).
    const [stored] = await app.deps.db.db.select().from(embryoImages).where(eq(embryoImages.id, image.id));
    const bytes = (await app.deps.storage.read('embryo', stored!.storageName))!;
    await app.deps.storage.remove('embryo', stored!.storageName);
    const heard = await runJobs();
    expect(heard.at(-1)!.event.status).toBe('failed');
    const failed = await read(app, sofia, analysis.id);
    expect(failed).toMatchObject({ status: 'failed', grade: null });
    expect(failed.error).toMatch(new RegExp(`^${EMBRYO_MESSAGES.analysisFailed}`));

    // Restored from a backup (under a new name), the picture analyses on the second run.
    const restored = await app.deps.storage.put('embryo', bytes, { contentType: 'image/webp' });
    await app.deps.db.db
      .update(embryoImages)
      .set({ storageName: restored })
      .where(eq(embryoImages.id, image.id));
    const rerun = await call(sofia, 'POST', ANALYZE, { image_id: image.id });
    expect(rerun.statusCode).toBe(202);
    expect(rerun.json()).toMatchObject({ status: 'analyzing', progress: 0, error: null });
    await runJobs();
    expect((await read(app, sofia, analysis.id)).status).toBe('analyzed');
  });

  it('runs again only what has an analysis, for its owners', async () => {
    const image = await uploaded(app, sofia);
    const none = await call(sofia, 'POST', ANALYZE, { image_id: image.id });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ detail: EMBRYO_MESSAGES.notAnalysedYet });
    expect((await call(nadia, 'POST', ANALYZE, { image_id: image.id })).statusCode).toBe(404);
    expect(issues(await call(sofia, 'POST', ANALYZE, { image_id: 'x' }))).toEqual([
      { loc: ['body', 'image_id'], msg: EMBRYO_MESSAGES.imageId },
    ]);
  });
});

describe('reading analyses', () => {
  it('lists what each may read, newest first, 20 a page, narrowed to one patient on request', async () => {
    const hers = await started(app, sofia, (await uploaded(app, sofia)).id, { day_of_development: 3 });
    const forHer = await started(
      app,
      expert,
      (await uploaded(app, expert, undefined, { patient_id: String(sofia.user.id) })).id,
    );
    const expertsOwn = await started(app, expert, (await uploaded(app, expert)).id, {
      day_of_development: 2,
    });
    await runJobs();

    const page = async (who: TestUser, query = '') => {
      const res = await call(who, 'GET', `${ANALYSES}${query}`);
      expect(res.statusCode).toBe(200);
      return embryoAnalysisPageSchema.parse(res.json());
    };
    const sofias = await page(sofia);
    expect(sofias.limit).toBe(20);
    expect(sofias.items.map((a) => a.id)).toEqual(expect.arrayContaining([hers.id, forHer.id]));
    expect(sofias.items.map((a) => a.id)).not.toContain(expertsOwn.id);
    const ids = sofias.items.map((a) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const experts = await page(expert);
    expect(experts.items.map((a) => a.id)).toEqual(
      expect.arrayContaining([hers.id, forHer.id, expertsOwn.id]),
    );
    const onlySofia = await page(expert, `?patient_id=${sofia.user.id}`);
    expect(onlySofia.items.every((a) => a.patient?.id === sofia.user.id)).toBe(true);
    expect((await page(nadia)).items).toEqual([]);
    expect((await page(doctor)).total).toBe(0);

    const second = await page(expert, '?skip=1&limit=1');
    expect(second).toMatchObject({ skip: 1, limit: 1, total: experts.total });
    expect(second.items[0]!.id).toBe(experts.items[1]!.id);
    expect(issues(await call(expert, 'GET', `${ANALYSES}?limit=101`))).toEqual([
      { loc: ['query', 'limit'], msg: MESSAGES.limitRange },
    ]);
  });

  it('shows one to its patient and her expert (audited), and to nobody else', async () => {
    const analysis = await started(app, sofia, (await uploaded(app, sofia)).id, { day_of_development: 3 });
    await runJobs();
    const viewed = async () =>
      (
        await app.deps.db.db
          .select()
          .from(auditEvents)
          .where(eq(auditEvents.action, 'embryo.analysis_viewed'))
      ).length;
    const before = await viewed();
    expect((await read(app, sofia, analysis.id)).id).toBe(analysis.id);
    expect(await viewed()).toBe(before);
    expect((await read(app, expert, analysis.id)).id).toBe(analysis.id);
    expect(await viewed()).toBe(before + 1);
    for (const who of [nadia, doctor]) {
      const res = await call(who, 'GET', `${ANALYSES}${analysis.id}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: EMBRYO_MESSAGES.analysisNotFound });
    }
    expect(issues(await call(sofia, 'GET', `${ANALYSES}abc/`))).toEqual([
      { loc: ['path', 'id'], msg: EMBRYO_MESSAGES.analysisId },
    ]);
  });

  it('refuses staff, and every call without a token with the spec’s words', async () => {
    const admin = await createUserWithToken(app, { role: 'admin' });
    expect((await call(admin, 'GET', ANALYSES)).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', ANALYSES],
      ['POST', ANALYSES],
      ['POST', ANALYZE],
      ['GET', `${ANALYSES}1/`],
      ['PUT', `${ANALYSES}1/`],
      ['DELETE', `${ANALYSES}1/`],
    ] as const) {
      const res = await call(null, method, url, method === 'POST' || method === 'PUT' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ detail: MESSAGES.authenticationRequired });
    }
  });
});
