import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const deletePlanPrice = (priceId: number): Promise<unknown> =>
  api.delete<unknown>(`/api/admin/plans/prices/${priceId}`);

export function useDeletePlanPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlanPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] }),
  });
}
