import { realName, type IvfPrediction } from '@fertilia/contracts';
import type { IvfPredictionView } from './ivf-repo';

/** A stored prediction as the API answers it: exactly what was computed then, whatever the model is now. */
export const toPrediction = ({ prediction, computedBy }: IvfPredictionView): IvfPrediction => ({
  id: prediction.id,
  prediction_id: prediction.publicId,
  patient_id: prediction.patientId,
  computed_by: computedBy
    ? {
        id: computedBy.id,
        name:
          realName({ first_name: computedBy.firstName, last_name: computedBy.lastName }) ||
          computedBy.username,
      }
    : null,
  inputs: prediction.inputs,
  model_version: prediction.modelVersion,
  ...prediction.result,
  created_at: prediction.createdAt.toISOString(),
});
