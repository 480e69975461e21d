import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanPrice, PlanPriceInput } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const updatePlanPrice = ({
  priceId,
  body,
}: {
  priceId: number;
  body: Partial<PlanPriceInput>;
}): Promise<PlanPrice> => api.put<PlanPrice>(`/api/admin/plans/prices/${priceId}`, { body });

export function useUpdatePlanPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlanPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] }),
  });
}
