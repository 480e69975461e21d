import { adminApi, type PlanInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';

export const createPlan = (body: PlanInput) => call(adminApi.createPlan, { body });

export const useCreatePlan = () => useInvalidatingMutation(createPlan, ['admin', 'plans']);
