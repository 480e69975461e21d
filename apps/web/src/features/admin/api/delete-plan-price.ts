import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const deletePlanPrice = (priceId: number) => call(adminApi.deletePrice, { params: { id: priceId } });

export function useDeletePlanPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlanPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] }),
  });
}
