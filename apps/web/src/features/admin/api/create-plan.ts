import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, type PlanInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const createPlan = (body: PlanInput) => call(adminApi.createPlan, { body });

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] }),
  });
}
