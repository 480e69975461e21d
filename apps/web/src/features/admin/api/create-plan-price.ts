import { adminApi, type PlanPriceInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';

export const createPlanPrice = ({ planId, body }: { planId: number; body: PlanPriceInput }) =>
  call(adminApi.addPrice, { params: { id: planId }, body });

export const useCreatePlanPrice = () => useInvalidatingMutation(createPlanPrice, ['admin', 'plans']);
