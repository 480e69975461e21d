import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, type PlanInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const updatePlan = ({ planId, body }: { planId: number; body: Partial<PlanInput> }) =>
  call(adminApi.updatePlan, { params: { id: planId }, body });

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] }),
  });
}
