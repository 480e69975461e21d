import { adminApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';

export const deletePlanPrice = (priceId: number) => call(adminApi.deletePrice, { params: { id: priceId } });

export const useDeletePlanPrice = () => useInvalidatingMutation(deletePlanPrice, ['admin', 'plans']);
