import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cycleTrackingApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { cycleKeys } from './keys';

/** Spec 02 §8: a delete answer without a message counts as a failure, which the schema enforces. */
export const deleteCycleDay = (id: number) => call(cycleTrackingApi.deleteDay, { params: { id } });

export function useDeleteCycleDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCycleDay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cycleKeys.all }),
  });
}
