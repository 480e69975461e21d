import { adminApi, type PlanInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';

export const updatePlan = ({ planId, body }: { planId: number; body: Partial<PlanInput> }) =>
  call(adminApi.updatePlan, { params: { id: planId }, body });

export const useUpdatePlan = () => useInvalidatingMutation(updatePlan, ['admin', 'plans']);
