import { ivfApi, type IvfPredictionInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { ivfKeys } from './keys';

/** POST /api/ivf/predictions/: the estimate, stored with her inputs and the model version. */
export const createPrediction = (body: IvfPredictionInput) => call(ivfApi.create, { body });

/** Her history shows the new estimate first once it is saved. */
export const useCreatePrediction = () => useInvalidatingMutation(createPrediction, ivfKeys.predictions());
