import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, type PlanPriceInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const updatePlanPrice = ({ priceId, body }: { priceId: number; body: Partial<PlanPriceInput> }) =>
  call(adminApi.updatePrice, { params: { id: priceId }, body });

export function useUpdatePlanPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlanPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] }),
  });
}
