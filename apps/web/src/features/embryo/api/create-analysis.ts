import { embryoApi, type EmbryoAnalysisCreate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { embryoKeys } from './keys';

/** POST /api/embryo/analyses/: starts the background analysis (status analyzing, progress 0). */
export const createAnalysis = (body: EmbryoAnalysisCreate) => call(embryoApi.create, { body });

/** The history shows the new analysis first once it has started. */
export const useCreateAnalysis = () => useInvalidatingMutation(createAnalysis, embryoKeys.analyses());
