import { adminApi, type PlanPriceInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';

export const updatePlanPrice = ({ priceId, body }: { priceId: number; body: Partial<PlanPriceInput> }) =>
  call(adminApi.updatePrice, { params: { id: priceId }, body });

export const useUpdatePlanPrice = () => useInvalidatingMutation(updatePlanPrice, ['admin', 'plans']);
