import { disputesApi, type DisputeResolve } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { idempotent } from '@/lib/idempotency';
import { useInvalidatingMutation } from '@/lib/mutations';
import { adminMoneyKeys } from './keys';

export type ResolveDisputeInput = { id: number; body: DisputeResolve; key: string };

/** POST /api/admin/disputes/:id/resolve, with the decision's Idempotency-Key (one per decision). */
export const resolveDispute = ({ id, body, key }: ResolveDisputeInput) =>
  call(disputesApi.resolve, { params: { id }, body }, idempotent(key));

export const useResolveDispute = () => useInvalidatingMutation(resolveDispute, adminMoneyKeys.all);
