import { embryoApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { embryoKeys } from './keys';

/** POST /api/embryo/analyze/: runs a failed analysis again with the age and day it was started with. */
export const rerunAnalysis = (imageId: number) => call(embryoApi.analyze, { body: { image_id: imageId } });

export const useRerunAnalysis = () => useInvalidatingMutation(rerunAnalysis, embryoKeys.analyses());
