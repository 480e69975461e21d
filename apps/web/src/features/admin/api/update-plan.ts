import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlanInput } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const updatePlan = ({ planId, body }: { planId: number; body: Partial<PlanInput> }): Promise<Plan> =>
  api.put<Plan>(`/api/admin/plans/${planId}`, { body });

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] }),
  });
}
