import {
  EMBRYO_MESSAGES,
  conflict,
  forbidden,
  invalidField,
  isGradeOnScale,
  notFound,
  stageOfDay,
  type EmbryoAnalysis,
  type EmbryoAnalysisPage,
  type EmbryoImage,
} from '@fertilia/contracts';
import { inTransaction, type MemberContext } from '../../http/context';
import { uniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit/service';
import { isMyPatient } from '../consultations/patients-service';
import { requireEntitlement } from '../subscriptions/entitlement-service';
import { queueAnalysis } from './analysis-job';
import { toAnalysis, toImage } from './dto';
import { storablePicture } from './picture';
import { implantationForGrade, withImplantationNote } from './reviewed-implantation';
import {
  analysisPage,
  deleteImage,
  findAnalysisOfImage,
  findAnalysisView,
  findImageView,
  insertAnalysis,
  insertImage,
  readableBy,
  setImageStatus,
  updateAnalysis,
  type EmbryoAnalysisView,
  type EmbryoImageView,
} from './embryo-repo';

/*
 * Embryo image analysis (issue 22, ADR 021). Who may do what:
 * - a patient uploads and analyses pictures of her own embryos (her plan must include it), reads and deletes
 *   them, whoever uploaded them for her;
 * - an expert or doctor uploads pictures, for nobody named or for a patient of hers (one with an appointment
 *   with her), reads her own uploads and her patients' pictures, and reviews their grades;
 * - nobody else learns that a picture exists: every refusal of someone else's is a 404.
 */

const isProfessional = (ctx: MemberContext) => ctx.actor.role === 'expert' || ctx.actor.role === 'doctor';

/** Patients are asked for the plan that includes embryo analysis; professionals use it to care for them. */
const requirePlan = (ctx: MemberContext) =>
  ctx.actor.role === 'patient' ? requireEntitlement(ctx, 'embryo_analysis') : Promise.resolve();

/** Whose embryo a new picture is: hers, or (for a professional) a patient of hers or nobody named. */
async function patientOfUpload(ctx: MemberContext, patientId: number | undefined): Promise<number | null> {
  if (!isProfessional(ctx)) {
    if (patientId !== undefined && patientId !== ctx.actor.id)
      throw invalidField('body', 'patient_id', EMBRYO_MESSAGES.patientOnlyForProfessionals);
    return ctx.actor.id;
  }
  if (patientId === undefined) return null;
  if (!(await isMyPatient(ctx, patientId))) throw notFound(EMBRYO_MESSAGES.patientNotFound);
  return patientId;
}

export async function uploadImage(
  ctx: MemberContext,
  upload: { file: Buffer | undefined; patientId?: number; embryoLabel?: string },
): Promise<EmbryoImage> {
  if (!upload.file) throw invalidField('body', 'file', EMBRYO_MESSAGES.fileRequired);
  await requirePlan(ctx);
  const patientId = await patientOfUpload(ctx, upload.patientId);
  const picture = await storablePicture(upload.file);
  if (!picture) throw invalidField('body', 'file', EMBRYO_MESSAGES.fileType);
  const { webp, width, height } = picture;
  const storageName = await ctx.deps.storage.put('embryo', webp, { contentType: 'image/webp' });
  try {
    const image = await inTransaction(ctx, async (tx) => {
      const row = await insertImage(tx.db, {
        uploadedById: ctx.actor.id,
        patientId,
        embryoLabel: upload.embryoLabel ?? null,
        storageName,
        width,
        height,
        now: ctx.clock.now(),
      });
      await recordAudit(tx, {
        action: 'embryo.image_uploaded',
        targetUserId: patientId,
        details: { image_id: row.id },
      });
      return row;
    });
    return toImage((await findImageView(ctx.db, image.id))!);
  } catch (error) {
    await ctx.deps.storage.remove('embryo', storageName);
    throw error;
  }
}

/** May the caller read this picture: hers, uploaded by her, or a patient's of hers. */
async function mayRead(ctx: MemberContext, view: EmbryoImageView): Promise<boolean> {
  const me = ctx.actor.id;
  if (view.image.uploadedById === me || view.image.patientId === me) return true;
  return isProfessional(ctx) && view.image.patientId !== null && isMyPatient(ctx, view.image.patientId);
}

/** Only the uploader and the patient start, rerun or delete; her professionals read and review. */
const owns = (ctx: MemberContext, view: EmbryoImageView) =>
  view.image.uploadedById === ctx.actor.id || view.image.patientId === ctx.actor.id;

async function readableAnalysis(ctx: MemberContext, id: number): Promise<EmbryoAnalysisView> {
  const view = await findAnalysisView(ctx.db, id);
  if (!view || !(await mayRead(ctx, view))) throw notFound(EMBRYO_MESSAGES.analysisNotFound);
  return view;
}

async function ownedImage(ctx: MemberContext, imageId: number): Promise<EmbryoImageView> {
  const view = await findImageView(ctx.db, imageId);
  if (!view || !owns(ctx, view)) throw notFound(EMBRYO_MESSAGES.imageNotFound);
  return view;
}

const reread = async (ctx: MemberContext, id: number) => toAnalysis((await findAnalysisView(ctx.db, id))!);

export async function startAnalysis(
  ctx: MemberContext,
  body: { image_id: number; patient_age: number; day_of_development: number },
): Promise<EmbryoAnalysis> {
  const image = await ownedImage(ctx, body.image_id);
  await requirePlan(ctx);
  if (await findAnalysisOfImage(ctx.db, image.image.id)) throw conflict(EMBRYO_MESSAGES.alreadyAnalysed);
  const now = ctx.clock.now();
  try {
    const analysis = await inTransaction(ctx, async (tx) => {
      const row = await insertAnalysis(tx.db, {
        imageId: image.image.id,
        requestedById: ctx.actor.id,
        patientAge: body.patient_age,
        dayOfDevelopment: body.day_of_development,
        developmentStage: stageOfDay(body.day_of_development),
        progressLabel: 'Waiting to start',
        now,
      });
      await setImageStatus(tx.db, image.image.id, 'analyzing', now);
      await queueAnalysis(tx, row.id);
      await recordAudit(tx, {
        action: 'embryo.analysis_started',
        targetUserId: image.image.patientId,
        details: { analysis_id: row.id, image_id: image.image.id },
      });
      return row;
    });
    return await reread(ctx, analysis.id);
  } catch (error) {
    // Two starts of one picture at once: the second meets the unique index, not a second analysis.
    if (uniqueViolation(error)) throw conflict(EMBRYO_MESSAGES.alreadyAnalysed);
    throw error;
  }
}

/** Runs an analysis again (after a failure, or under a newer method); a reviewer's grade stays hers. */
export async function rerunAnalysis(ctx: MemberContext, imageId: number): Promise<EmbryoAnalysis> {
  const image = await ownedImage(ctx, imageId);
  await requirePlan(ctx);
  const analysis = await findAnalysisOfImage(ctx.db, imageId);
  if (!analysis) throw conflict(EMBRYO_MESSAGES.notAnalysedYet);
  if (image.image.status === 'analyzing') throw conflict(EMBRYO_MESSAGES.busy);
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    await updateAnalysis(
      tx.db,
      analysis.id,
      { progress: 0, progressLabel: 'Waiting to start', error: null },
      now,
    );
    await setImageStatus(tx.db, imageId, 'analyzing', now);
    await queueAnalysis(tx, analysis.id);
    await recordAudit(tx, {
      action: 'embryo.analysis_started',
      targetUserId: image.image.patientId,
      details: { analysis_id: analysis.id, image_id: imageId, again: true },
    });
  });
  return reread(ctx, analysis.id);
}

export async function listAnalyses(
  ctx: MemberContext,
  query: { skip: number; limit: number; patient_id?: number },
): Promise<EmbryoAnalysisPage> {
  const { rows, total } = await analysisPage(
    ctx.db,
    readableBy(ctx.actor.id, { professional: isProfessional(ctx) }),
    { skip: query.skip, limit: query.limit, patientId: query.patient_id },
  );
  return { items: rows.map(toAnalysis), total, skip: query.skip, limit: query.limit };
}

export async function getAnalysis(ctx: MemberContext, id: number): Promise<EmbryoAnalysis> {
  const view = await readableAnalysis(ctx, id);
  // A professional reading a patient's embryo she did not upload herself is a read of another's health data.
  if (!owns(ctx, view))
    await recordAudit(ctx, {
      action: 'embryo.analysis_viewed',
      targetUserId: view.image.patientId,
      details: { analysis_id: id },
    });
  return toAnalysis(view);
}

/**
 * An expert's or doctor's grade: the same as ours confirms it, another corrects it. The analysis shows hers
 * from then on; ours stays as ai_grade, and the audit keeps both with the grade it replaced.
 */
export async function reviewAnalysis(
  ctx: MemberContext,
  id: number,
  body: { grade: string; comment: string },
): Promise<EmbryoAnalysis> {
  const view = await readableAnalysis(ctx, id);
  if (!isProfessional(ctx)) throw forbidden(EMBRYO_MESSAGES.reviewersOnly);
  const { analysis } = view;
  const scale = analysis.detailedAssessment?.grading_scale ?? null;
  if (view.image.status !== 'analyzed' || !analysis.detailedAssessment)
    throw conflict(EMBRYO_MESSAGES.notReviewable);
  if (scale === null) throw invalidField('body', 'grade', EMBRYO_MESSAGES.gradeNotGradable);
  if (!isGradeOnScale(scale, body.grade))
    throw invalidField(
      'body',
      'grade',
      scale === 'gardner' ? EMBRYO_MESSAGES.gradeGardner : EMBRYO_MESSAGES.gradeIstanbul,
    );
  // The implantation figure follows the grade the analysis shows: hers from now on.
  const implantation = implantationForGrade(scale, body.grade, analysis.patientAge);
  await inTransaction(ctx, async (tx) => {
    await updateAnalysis(
      tx.db,
      id,
      {
        implantationPotentialScore: implantation.score,
        detailedAssessment: withImplantationNote(analysis.detailedAssessment!, implantation.note),
        grade: body.grade,
        reviewComment: body.comment,
        reviewedById: ctx.actor.id,
        reviewedAt: ctx.clock.now(),
      },
      ctx.clock.now(),
    );
    await recordAudit(tx, {
      action: 'embryo.grade_reviewed',
      targetUserId: view.image.patientId,
      details: {
        analysis_id: id,
        ai_grade: analysis.aiGrade,
        previous_grade: analysis.grade,
        grade: body.grade,
        agrees: body.grade === analysis.aiGrade,
      },
    });
  });
  return reread(ctx, id);
}

/** Deletes the analysis and its picture, row and file: the uploader's or the patient's to remove. */
export async function deleteAnalysis(ctx: MemberContext, id: number): Promise<{ message: string }> {
  const view = await readableAnalysis(ctx, id);
  if (!owns(ctx, view)) throw forbidden();
  await inTransaction(ctx, async (tx) => {
    await deleteImage(tx.db, view.image.id);
    await recordAudit(tx, {
      action: 'embryo.analysis_deleted',
      targetUserId: view.image.patientId,
      details: { analysis_id: id, image_id: view.image.id },
    });
  });
  // The file goes once the rows are gone; a file left by a crash here names nothing and is never served.
  await ctx.deps.storage
    .remove('embryo', view.image.storageName)
    .catch((err: Error) => ctx.log.warn({ err: err.message }, 'embryo picture not removed'));
  return { message: EMBRYO_MESSAGES.deleted };
}

/** The stored picture, for whoever may read it. */
export async function imageFile(ctx: MemberContext, imageId: number): Promise<Buffer> {
  const view = await findImageView(ctx.db, imageId);
  if (!view || !(await mayRead(ctx, view))) throw notFound(EMBRYO_MESSAGES.imageNotFound);
  const bytes = await ctx.deps.storage.read('embryo', view.image.storageName);
  if (!bytes) throw notFound(EMBRYO_MESSAGES.imageNotFound);
  return bytes;
}
