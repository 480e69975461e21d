import type { FastifyPluginAsync } from 'fastify';
import { createEmbryoAnalyser } from './analysis/analyser';
import { loadClinicModel } from './analysis/clinic-model/load-clinic-model';
import { implantationPotential } from './analysis/implantation/implantation-potential';
import { EMBRYO_SWEEP_INTERVAL_MS, EMBRYO_SWEEP_JOB, removeAbandonedUploads } from './abandoned-uploads';
import { EMBRYO_ANALYSIS_JOB, runAnalysis, type EmbryoAnalysisJob } from './analysis-job';
import { embryoRoutes } from './routes';

/**
 * Embryo image analysis (ADR 021): the routes, the analysis job and its analyser (one worker thread per
 * process), a clinic's own model when EMBRYO_MODEL_PATH names one, and the sweep of abandoned uploads.
 * A configured model that cannot be loaded stops the start: a clinic relying on it must not silently lose it.
 */
export const embryoModule: FastifyPluginAsync = async (app) => {
  const { modelPath } = app.deps.config.embryo;
  const clinicModel = modelPath ? await loadClinicModel(modelPath) : null;
  const analyser = createEmbryoAnalyser({ clinicModel, implantation: implantationPotential });
  app.addHook('onClose', async () => {
    await analyser.close();
    await clinicModel?.close();
  });
  // A picture the method cannot read ends failed inside the job; only database errors are retried.
  app.jobs.define<EmbryoAnalysisJob>(EMBRYO_ANALYSIS_JOB, (ctx, job) => runAnalysis(ctx, analyser, job), {
    maxAttempts: 3,
  });
  app.jobs.every(EMBRYO_SWEEP_JOB, EMBRYO_SWEEP_INTERVAL_MS, removeAbandonedUploads);
  await app.register(embryoRoutes);
};
