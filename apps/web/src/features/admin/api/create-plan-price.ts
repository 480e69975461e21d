import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, type PlanPriceInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const createPlanPrice = ({ planId, body }: { planId: number; body: PlanPriceInput }) =>
  call(adminApi.addPrice, { params: { id: planId }, body });

export function useCreatePlanPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlanPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] }),
  });
}
