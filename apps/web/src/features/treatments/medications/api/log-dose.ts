import { treatmentApi, type DoseLogInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { medicationKeys } from './keys';

export interface LogDose {
  medicationId: number;
  body: DoseLogInput;
}

/** POST a dose as taken or skipped (a second log of the same dose replaces the first). */
export const logDose = ({ medicationId, body }: LogDose) =>
  call(treatmentApi.logDose, { params: { id: medicationId }, body });

/** Today's list and the adherence figures both count the log. */
export const useLogDose = () => useInvalidatingMutation(logDose, medicationKeys.all);
