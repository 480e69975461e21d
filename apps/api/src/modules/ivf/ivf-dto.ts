import { realName, type IvfPrediction } from '@fertilia/contracts';
import type { IvfPerson, IvfPredictionView } from './ivf-repo';

/** A person as her care team knows her: the real name, else the username. */
const personOf = (who: IvfPerson) => ({
  id: who.id,
  name: realName({ first_name: who.firstName, last_name: who.lastName }) || who.username,
});

/** A stored prediction as the API answers it: exactly what was computed then, whatever the model is now. */
export const toPrediction = ({ prediction, patient, computedBy }: IvfPredictionView): IvfPrediction => ({
  id: prediction.id,
  prediction_id: prediction.publicId,
  patient_id: prediction.patientId,
  patient: personOf(patient),
  computed_by: computedBy ? personOf(computedBy) : null,
  inputs: prediction.inputs,
  model_version: prediction.modelVersion,
  ...prediction.result,
  created_at: prediction.createdAt.toISOString(),
});
