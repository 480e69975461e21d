import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { EMBRYO_MESSAGES, MESSAGES, embryoAnalysisSchema, type EmbryoAnalysis } from '@fertilia/contracts';
import { auditEvents, embryoImages } from '../../db/schema';
import { injectAs, issues, type InjectAsArgs } from '../../test/http';
import type { TestUser } from '../../test/users';
import { hoursFrom, testClock } from '../consultations/care-test-helpers';
import { implantationForGrade } from './reviewed-implantation';
import { ANALYSES, read, started, storkBlastocyst, uploaded, embryoCast } from './embryo-test-helpers';

/*
 * The expert's review (issue 22): she confirms or corrects the grade on the analysis's own scale with a
 * comment; the analysis shows who and when, ours stays as ai_grade, and the audit keeps both. Deleting an
 * analysis removes its picture, for its owners only; an abandoned upload is removed after a day.
 */

const clock = testClock();
let app: FastifyInstance;
let sofia: TestUser;
let nadia: TestUser;
let expert: TestUser;
let doctor: TestUser;
let blastocyst: EmbryoAnalysis;
const call = (...args: InjectAsArgs) => injectAs(app, ...args);

beforeAll(async () => {
  ({ app, sofia, nadia, expert, doctor } = await embryoCast(clock));
  const image = await uploaded(app, sofia, await storkBlastocyst());
  const analysis = await started(app, sofia, image.id, { day_of_development: 5 });
  await app.jobs.drain();
  blastocyst = await read(app, sofia, analysis.id);
});
afterAll(() => app.close());

const review = (who: TestUser | null, id: number, body: unknown) =>
  call(who, 'PUT', `${ANALYSES}${id}/`, body);
const reviews = () =>
  app.deps.db.db.select().from(auditEvents).where(eq(auditEvents.action, 'embryo.grade_reviewed'));

describe('PUT /api/embryo/analyses/:id/ (review)', () => {
  it('corrects the grade with a comment: hers stands, ours stays, the audit keeps both', async () => {
    const corrected = blastocyst.ai_grade === '4AB' ? '3BB' : '4AB';
    const res = await review(expert, blastocyst.id, {
      grade: ` ${corrected.toLowerCase()} `,
      comment: '  ICM looser on the focal series.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const reviewed = embryoAnalysisSchema.parse(res.json());
    expect(reviewed).toMatchObject({
      grade: corrected,
      ai_grade: blastocyst.ai_grade,
      review: {
        grade: corrected,
        agrees: false,
        comment: 'ICM looser on the focal series.',
        reviewed_by: { id: expert.user.id, name: 'Amara Okafor' },
        reviewed_at: clock.now().toISOString(),
      },
    });
    expect((await read(app, sofia, blastocyst.id)).review?.reviewed_by.id).toBe(expert.user.id);
    expect((await reviews()).at(-1)).toMatchObject({
      actorId: expert.user.id,
      targetUserId: sofia.user.id,
      details: {
        analysis_id: blastocyst.id,
        ai_grade: blastocyst.ai_grade,
        previous_grade: blastocyst.ai_grade,
        grade: corrected,
        agrees: false,
      },
    });

    // Confirming ours afterwards: the audit names the grade it replaced.
    const confirmed = embryoAnalysisSchema.parse(
      (
        await review(expert, blastocyst.id, {
          grade: blastocyst.ai_grade,
          comment: 'On reflection, as graded.',
        })
      ).json(),
    );
    expect(confirmed.review).toMatchObject({ grade: blastocyst.ai_grade, agrees: true });
    expect((await reviews()).at(-1)!.details).toMatchObject({
      previous_grade: corrected,
      grade: blastocyst.ai_grade,
    });
    expect(confirmed.implantation_potential_score).toBeCloseTo(blastocyst.implantation_potential_score!, 6);
  });

  it('moves the implantation figure with the reviewed grade, by the same published rates', async () => {
    const regraded = async (grade: string) =>
      embryoAnalysisSchema.parse(
        (await review(expert, blastocyst.id, { grade, comment: 'Regraded.' })).json(),
      );
    const good = await regraded('4AA');
    const poor = await regraded('4CC');
    expect(poor.implantation_potential_score!).toBeLessThan(good.implantation_potential_score!);
    expect(poor.implantation_potential_score).toBeCloseTo(
      implantationForGrade('gardner', '4CC', 34).score!,
      6,
    );
    expect(poor.detailed_assessment!.implantation_note).toBe(implantationForGrade('gardner', '4CC', 34).note);
    // What was measured stays as the analysis found it.
    expect(poor.detailed_assessment!.measurements).toEqual(blastocyst.detailed_assessment!.measurements);
  });

  it('refuses a grade off the analysis’s scale, an empty or long comment, and changes nothing', async () => {
    const before = await read(app, sofia, blastocyst.id);
    for (const [body, field, msg] of [
      [{ grade: '2A', comment: 'x' }, 'grade', EMBRYO_MESSAGES.gradeGardner],
      [{ grade: '7AA', comment: 'x' }, 'grade', EMBRYO_MESSAGES.gradeGardner],
      [{ grade: '4AD', comment: 'x' }, 'grade', EMBRYO_MESSAGES.gradeGardner],
      [{ grade: '', comment: 'x' }, 'grade', EMBRYO_MESSAGES.gradeGardner],
      [{ grade: '4AA', comment: '   ' }, 'comment', EMBRYO_MESSAGES.commentRequired],
      [{ grade: '4AA', comment: 'x'.repeat(1001) }, 'comment', EMBRYO_MESSAGES.commentTooLong],
      [{ grade: '4AA' }, 'comment', EMBRYO_MESSAGES.commentRequired],
    ] as const) {
      const res = await review(expert, blastocyst.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['body', field], msg }]);
    }
    // "2" is a Gardner grade (expansion 2, not yet gradable further): accepted by the scale.
    expect(
      (await review(expert, blastocyst.id, { grade: '2', comment: 'Barely a cavity.' })).statusCode,
    ).toBe(200);
    expect(before.review).not.toBeNull();
  });

  it('takes an Istanbul grade 1–3 for a cleavage-stage embryo, and nothing for one still analysing', async () => {
    const image = await uploaded(app, sofia);
    const cleavage = await started(app, sofia, image.id, { day_of_development: 3 });
    const early = await review(expert, cleavage.id, { grade: '1', comment: 'Too soon.' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: EMBRYO_MESSAGES.notReviewable });
    await app.jobs.drain();
    const wrongScale = await review(expert, cleavage.id, { grade: '4AA', comment: 'x' });
    expect(issues(wrongScale)).toEqual([{ loc: ['body', 'grade'], msg: EMBRYO_MESSAGES.gradeIstanbul }]);
    expect((await review(doctor, cleavage.id, { grade: '2', comment: 'x' })).statusCode).toBe(404);
    const res = await review(expert, cleavage.id, {
      grade: '2',
      comment: 'Fragments near the 4-cell junction.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().grade).toBe('2');
  });

  it('is for experts and doctors only, and needs a token', async () => {
    const mine = await review(sofia, blastocyst.id, { grade: '4AA', comment: 'Mine looks great' });
    expect(mine.statusCode).toBe(403);
    const anonymous = await review(null, blastocyst.id, { grade: '4AA', comment: 'x' });
    expect(anonymous.json()).toEqual({ detail: MESSAGES.authenticationRequired });
  });
});

describe('DELETE /api/embryo/analyses/:id/', () => {
  it('removes the analysis and its picture, row and file, for its patient; audited', async () => {
    const image = await uploaded(app, expert, undefined, { patient_id: String(sofia.user.id) });
    const analysis = await started(app, expert, image.id, { day_of_development: 3 });
    await app.jobs.drain();
    expect((await call(nadia, 'DELETE', `${ANALYSES}${analysis.id}/`)).statusCode).toBe(404);
    expect((await call(doctor, 'DELETE', `${ANALYSES}${analysis.id}/`)).statusCode).toBe(404);
    const [stored] = await app.deps.db.db.select().from(embryoImages).where(eq(embryoImages.id, image.id));

    const res = await call(sofia, 'DELETE', `${ANALYSES}${analysis.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: EMBRYO_MESSAGES.deleted });
    expect((await call(expert, 'GET', `${ANALYSES}${analysis.id}/`)).statusCode).toBe(404);
    expect((await call(expert, 'GET', image.file_url)).statusCode).toBe(404);
    expect(await app.deps.storage.read('embryo', stored!.storageName)).toBeNull();
    const [deleted] = await app.deps.db.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'embryo.analysis_deleted'));
    expect(deleted).toMatchObject({
      actorId: sofia.user.id,
      details: { analysis_id: analysis.id, image_id: image.id },
    });
  });

  it('is not for her expert, who reads her embryos but does not own them', async () => {
    const res = await call(expert, 'DELETE', `${ANALYSES}${blastocyst.id}/`);
    expect(res.statusCode).toBe(403);
    expect((await read(app, sofia, blastocyst.id)).id).toBe(blastocyst.id);
  });
});

describe('abandoned uploads', () => {
  it('removes a picture never analysed after a day, and keeps the analysed ones', async () => {
    const abandoned = await uploaded(app, sofia);
    const [stored] = await app.deps.db.db
      .select()
      .from(embryoImages)
      .where(eq(embryoImages.id, abandoned.id));
    const images = async () => (await app.deps.db.db.select({ n: count() }).from(embryoImages))[0]!.n;
    const before = await images();
    clock.set(hoursFrom(30));
    await app.jobs.drain();
    expect(await images()).toBe(before - 1);
    expect(await app.deps.storage.read('embryo', stored!.storageName)).toBeNull();
    const [kept] = await app.deps.db.db
      .select()
      .from(embryoImages)
      .where(eq(embryoImages.id, blastocyst.image_id));
    expect(kept?.status).toBe('analyzed');
  });
});
