import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponse, type MessageResponse } from '@fertilia/contracts';
import { api } from '@/lib/api-client';
import { CYCLE_DAYS_PATH, cycleKeys } from './keys';

/** Spec 02 §8: a delete answer without a message counts as a failure, which the schema enforces. */
export const deleteCycleDay = (id: number): Promise<MessageResponse> =>
  api.delete(`${CYCLE_DAYS_PATH}${id}/`, { schema: messageResponse });

export function useDeleteCycleDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCycleDay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cycleKeys.all }),
  });
}
