import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanPrice, PlanPriceInput } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const createPlanPrice = ({
  planId,
  body,
}: {
  planId: number;
  body: PlanPriceInput;
}): Promise<PlanPrice> => api.post<PlanPrice>(`/api/admin/plans/${planId}/prices`, { body });

export function useCreatePlanPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlanPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] }),
  });
}
