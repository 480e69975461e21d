import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlanInput } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const createPlan = (body: PlanInput): Promise<Plan> => api.post<Plan>('/api/admin/plans', { body });

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] }),
  });
}
