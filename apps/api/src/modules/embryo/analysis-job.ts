import { EMBRYO_MESSAGES, type EmbryoAnalysisUpdateEvent } from '@fertilia/contracts';
import { inTransaction, type Context } from '../../http/context';
import type { EmbryoAnalyser } from './analysis/outcome';
import {
  advanceProgress,
  findAnalysisView,
  listenersOf,
  setImageStatus,
  updateAnalysis,
  type EmbryoAnalysisView,
} from './embryo-repo';
import { implantationForGrade, withImplantationNote } from './reviewed-implantation';

/** The background job that analyses one picture: off the request, the pixel work off the event loop too. */
export const EMBRYO_ANALYSIS_JOB = 'embryo.analyse';
export type EmbryoAnalysisJob = { analysis_id: number };

/** Queued with the write that asked for it (the caller's transaction): both land, or neither. */
export const queueAnalysis = (ctx: Context, analysisId: number) =>
  ctx.jobs.enqueue<EmbryoAnalysisJob>(ctx, EMBRYO_ANALYSIS_JOB, { analysis_id: analysisId });

/**
 * Tells the sockets of whoever may read the analysis (found once per run) that it moved; they fetch it. The
 * event carries no health data.
 */
function announcerFor(ctx: Context, view: EmbryoAnalysisView, recipientIds: number[]) {
  return (event: Omit<EmbryoAnalysisUpdateEvent, 'analysis_id' | 'image_id'>) =>
    ctx.events.emit('embryo_analysis_update', {
      recipient_ids: recipientIds,
      event: { analysis_id: view.analysis.id, image_id: view.image.id, ...event },
    });
}

const reasonOf = (error: unknown) =>
  `${EMBRYO_MESSAGES.analysisFailed}: ${error instanceof Error ? error.message : String(error)}`.slice(
    0,
    500,
  );

/**
 * Runs the analysis and stores what it found. Progress is written and announced as the analyser reports it,
 * in order, never backwards. A picture the method cannot read ends `failed` with the reason, once: running it
 * again would fail the same way, so only the database's own errors are left for the runner to retry.
 */
export async function runAnalysis(
  ctx: Context,
  analyser: EmbryoAnalyser,
  job: EmbryoAnalysisJob,
): Promise<void> {
  const view = await findAnalysisView(ctx.db, job.analysis_id);
  if (!view || view.image.status !== 'analyzing') return; // deleted meanwhile, or already finished
  const { analysis, image } = view;
  const announce = announcerFor(ctx, view, await listenersOf(ctx.db, image.id));

  let reports = Promise.resolve();
  const onProgress = (progress: number, label: string) => {
    const value = Math.max(0, Math.min(99, Math.round(progress)));
    reports = reports
      .then(async () => {
        await advanceProgress(ctx.db, analysis.id, value, label, ctx.clock.now());
        announce({ status: 'analyzing', progress: value, progress_label: label });
      })
      .catch((err: unknown) => ctx.log.warn({ err }, 'embryo analysis progress not recorded'));
  };

  const bytes = await ctx.deps.storage.read('embryo', image.storageName);
  let outcome;
  try {
    if (!bytes) throw new Error('the stored picture is missing');
    outcome = await analyser.analyse(
      bytes,
      { day: analysis.dayOfDevelopment, patientAge: analysis.patientAge },
      onProgress,
    );
  } catch (error) {
    await reports;
    const reason = reasonOf(error);
    ctx.log.warn({ err: error, analysis_id: analysis.id }, 'embryo analysis failed');
    await inTransaction(ctx, async (tx) => {
      await updateAnalysis(tx.db, analysis.id, { error: reason, progressLabel: 'Failed' }, tx.clock.now());
      await setImageStatus(tx.db, image.id, 'failed', tx.clock.now());
    });
    announce({ status: 'failed', progress: analysis.progress, progress_label: 'Failed' });
    return;
  }
  await reports;
  const reviewed = analysis.reviewedAt !== null;
  // A reviewer's grade is hers: a rerun under a newer method changes ours, and the implantation figure keeps
  // following the grade the analysis shows.
  const scale = outcome.detailed_assessment.grading_scale;
  const standing =
    reviewed && analysis.grade && scale
      ? implantationForGrade(scale, analysis.grade, analysis.patientAge)
      : null;
  await inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    await updateAnalysis(
      tx.db,
      analysis.id,
      {
        developmentStage: outcome.development_stage,
        method: outcome.method,
        aiGrade: outcome.ai_grade,
        grade: reviewed ? analysis.grade : outcome.ai_grade,
        fragmentationPercentage: outcome.fragmentation_percentage,
        symmetryScore: outcome.symmetry_score,
        multinucleationDetected: outcome.multinucleation_detected,
        implantationPotentialScore: standing ? standing.score : outcome.implantation_potential_score,
        aiConfidenceScore: outcome.ai_confidence_score,
        detailedAssessment: standing
          ? withImplantationNote(outcome.detailed_assessment, standing.note)
          : outcome.detailed_assessment,
        error: null,
        progress: 100,
        progressLabel: 'Done',
      },
      now,
    );
    await setImageStatus(tx.db, image.id, 'analyzed', now);
  });
  announce({ status: 'analyzed', progress: 100, progress_label: 'Done' });
}
