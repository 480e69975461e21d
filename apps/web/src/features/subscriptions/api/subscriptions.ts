import { queryOptions, useQuery } from '@tanstack/react-query';
import { plansApi, subscriptionsApi, type SubscriptionChange } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { idempotent } from '@/lib/idempotency';
import { useInvalidatingMutation } from '@/lib/mutations';
import { subscriptionKeys } from './keys';

/** How many receipts a page of her history shows. */
export const INVOICES_PER_PAGE = 10;

/** GET /api/subscriptions/current: her subscription, if any, and what her account unlocks. */
export const currentSubscriptionQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.current(),
    queryFn: ({ signal }) => call(subscriptionsApi.current, {}, { signal }),
  });
export const useCurrentSubscription = (enabled = true) =>
  useQuery({ ...currentSubscriptionQuery(), enabled });

/** GET /api/subscriptions/invoices: her charges, newest first. */
export const useInvoices = (skip: number) =>
  useQuery({
    queryKey: subscriptionKeys.invoices(skip),
    queryFn: ({ signal }) =>
      call(subscriptionsApi.invoices, { query: { skip, limit: INVOICES_PER_PAGE } }, { signal }),
  });

/** The public plans (the pricing page's list), for choosing another plan. */
export const usePlans = () =>
  useQuery({ queryKey: ['plans', 'public'], queryFn: ({ signal }) => call(plansApi.list, {}, { signal }) });

type Subscribe = { plan_id: number; price_id: number; payment_method_id: string; key: string };

/** POST /api/subscriptions with the attempt's Idempotency-Key. */
export const useSubscribe = () =>
  useInvalidatingMutation(
    ({ key, ...body }: Subscribe) => call(subscriptionsApi.subscribe, { body }, idempotent(key)),
    subscriptionKeys.all,
  );

export const useCancelSubscription = () =>
  useInvalidatingMutation(() => call(subscriptionsApi.cancel, {}), subscriptionKeys.all);

export const useResumeSubscription = () =>
  useInvalidatingMutation(() => call(subscriptionsApi.resume, {}), subscriptionKeys.all);

/** A plan (or period) from the next period on; her current price undoes a pending change. */
export const useChangePlan = () =>
  useInvalidatingMutation(
    (body: SubscriptionChange) => call(subscriptionsApi.change, { body }),
    subscriptionKeys.all,
  );

/** PUT the card renewals are charged to; an overdue renewal is retried at once, hence the key. */
export const useChangeCard = () =>
  useInvalidatingMutation(
    ({ key, payment_method_id }: { key: string; payment_method_id: string }) =>
      call(subscriptionsApi.changePaymentMethod, { body: { payment_method_id } }, idempotent(key)),
    subscriptionKeys.all,
  );
