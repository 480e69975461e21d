import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const deletePlan = (planId: number) => call(adminApi.deletePlan, { params: { id: planId } });

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] }),
  });
}
