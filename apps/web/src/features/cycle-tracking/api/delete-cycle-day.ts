import { cycleTrackingApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { cycleKeys } from './keys';

/** Spec 02 §8: a delete answer without a message counts as a failure, which the schema enforces. */
export const deleteCycleDay = (id: number) => call(cycleTrackingApi.deleteDay, { params: { id } });

export const useDeleteCycleDay = () => useInvalidatingMutation(deleteCycleDay, cycleKeys.all);
