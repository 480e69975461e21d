import { treatmentApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { medicationKeys } from './keys';

/** DELETE one of her medications with its dose log. */
export const deleteMedication = (id: number) => call(treatmentApi.deleteMedication, { params: { id } });

export const useDeleteMedication = () => useInvalidatingMutation(deleteMedication, medicationKeys.all);
