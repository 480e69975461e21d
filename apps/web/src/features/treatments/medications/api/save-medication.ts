import { treatmentApi, type MedicationInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { medicationKeys } from './keys';

export interface SaveMedication {
  /** Absent for a new medication. */
  id?: number;
  body: MedicationInput;
}

/** POST a new medication or PUT (replace) one of hers. */
export const saveMedication = ({ id, body }: SaveMedication) =>
  id === undefined
    ? call(treatmentApi.createMedication, { body })
    : call(treatmentApi.updateMedication, { params: { id }, body });

/** Her list, today's doses and adherence all follow a change of schedule. */
export const useSaveMedication = () => useInvalidatingMutation(saveMedication, medicationKeys.all);
