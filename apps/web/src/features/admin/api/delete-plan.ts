import { adminApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';

export const deletePlan = (planId: number) => call(adminApi.deletePlan, { params: { id: planId } });

export const useDeletePlan = () => useInvalidatingMutation(deletePlan, ['admin', 'plans']);
