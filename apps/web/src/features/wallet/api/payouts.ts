import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { payoutsApi, type PayoutStatus } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { idempotent } from '@/lib/idempotency';
import { useInvalidatingMutation } from '@/lib/mutations';
import { walletKeys } from './keys';

export const PAYOUTS_PAGE = 10;

/** GET /api/wallet/payouts: mine, newest first. */
export const useMyPayouts = (skip: number, enabled = true) =>
  useQuery({
    queryKey: walletKeys.payouts(skip),
    queryFn: ({ signal }) => call(payoutsApi.myPayouts, { query: { skip, limit: PAYOUTS_PAGE } }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** POST /api/wallet/payouts with the attempt's Idempotency-Key. */
export const useRequestPayout = () =>
  useInvalidatingMutation(
    ({ amount, key }: { amount: number; key: string }) =>
      call(payoutsApi.requestPayout, { body: { amount } }, idempotent(key)),
    walletKeys.all,
  );

/** GET /api/admin/payouts (finance): requested ones oldest first. */
export const useAdminPayouts = (status: PayoutStatus, skip: number) =>
  useQuery({
    queryKey: walletKeys.adminPayouts(status, skip),
    queryFn: ({ signal }) =>
      call(payoutsApi.adminPayouts, { query: { status, skip, limit: PAYOUTS_PAGE } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useApprovePayout = () =>
  useInvalidatingMutation(
    ({ id, key }: { id: number; key: string }) =>
      call(payoutsApi.approvePayout, { params: { id } }, idempotent(key)),
    walletKeys.all,
  );

export const useRefusePayout = () =>
  useInvalidatingMutation(
    ({ id, reason, key }: { id: number; reason: string; key: string }) =>
      call(payoutsApi.refusePayout, { params: { id }, body: { reason } }, idempotent(key)),
    walletKeys.all,
  );
