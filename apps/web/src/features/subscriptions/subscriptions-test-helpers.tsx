import type { RouteObject } from 'react-router';
import {
  pathOf,
  paymentsApi,
  plansApi,
  subscriptionsApi,
  type Invoice,
  type Plan,
  type Subscription,
} from '@fertilia/contracts';
import { CONFIG_PATH, appConfigResponse } from '@/test/app-config';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';

export const PATHS = {
  current: pathOf(subscriptionsApi.current),
  subscribe: pathOf(subscriptionsApi.subscribe),
  cancel: pathOf(subscriptionsApi.cancel),
  resume: pathOf(subscriptionsApi.resume),
  change: pathOf(subscriptionsApi.change),
  card: pathOf(subscriptionsApi.changePaymentMethod),
  invoices: pathOf(subscriptionsApi.invoices),
  methods: pathOf(paymentsApi.createPaymentMethod),
  plans: pathOf(plansApi.list),
};

const stamps = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const price = (id: number, planId: number, amount: number, interval: 'month' | 'year') => ({
  id,
  plan_id: planId,
  amount,
  currency: 'GBP',
  interval,
  is_active: true,
});
/** The demo's three plans: Essentials is free, Care and Complete are paid monthly or yearly. */
export const PLANS: Plan[] = [
  {
    id: 1,
    name: 'Essentials',
    description: 'Everything to get started',
    features: ['Cycle tracking'],
    entitlements: [],
    is_active: true,
    prices: [price(1, 1, 0, 'month')],
    ...stamps,
  },
  {
    id: 2,
    name: 'Care',
    description: 'Support from experts',
    features: ['Unlimited expert chat'],
    entitlements: ['expert_chat', 'ai_assistant', 'ivf_prediction'],
    is_active: true,
    prices: [price(3, 2, 1900, 'month'), price(4, 2, 19000, 'year')],
    ...stamps,
  },
  {
    id: 3,
    name: 'Complete',
    description: 'Everything',
    features: ['Embryo analysis'],
    entitlements: ['expert_chat', 'ai_assistant', 'ivf_prediction', 'embryo_analysis'],
    is_active: true,
    prices: [price(5, 3, 4900, 'month'), price(6, 3, 49000, 'year')],
    ...stamps,
  },
];

export const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 7,
  status: 'active',
  plan: { id: 2, name: 'Care', entitlements: ['expert_chat', 'ai_assistant', 'ivf_prediction'] },
  price: { id: 3, amount: 1900, currency: 'GBP', interval: 'month' },
  payment_method: { brand: 'visa', last4: '4242' },
  current_period_start: '2026-11-12T10:00:00.000Z',
  current_period_end: '2026-12-12T10:00:00.000Z',
  cancel_at_period_end: false,
  pending_change: null,
  next_attempt_at: null,
  grace_ends_at: null,
  next_action_url: null,
  failure_message: null,
  ended_at: null,
  created_at: '2026-11-12T10:00:00.000Z',
  ...overrides,
});

export const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 42,
  receipt_number: 'FS-000042',
  plan_name: 'Care',
  amount: 1900,
  currency: 'GBP',
  interval: 'month',
  period_start: '2026-11-12T10:00:00.000Z',
  period_end: '2026-12-12T10:00:00.000Z',
  status: 'paid',
  attempts: 1,
  card_brand: 'visa',
  card_last4: '4242',
  failure_message: null,
  paid_at: '2026-11-12T10:00:00.000Z',
  created_at: '2026-11-12T10:00:00.000Z',
  ...overrides,
});

export const page = <T,>(items: T[], skip = 0, total = items.length) => ({
  items,
  total,
  skip,
  limit: 10,
});

const pathOfRequest = (r: RecordedRequest) => new URL(r.url, 'http://x').pathname;
export type Answers = Partial<Record<string, (r: RecordedRequest) => Response>>;

/**
 * Signs a patient in and serves the subscriptions API from `answers` ("METHOD /path"), her current
 * subscription from `current` otherwise, the demo plans, an empty history and the sandbox configuration.
 */
export function mountSubscriptions(
  routes: RouteObject[],
  url: string,
  {
    current = null,
    answers = {},
    role = 'patient',
  }: { current?: Subscription | null; answers?: Answers; role?: 'patient' | 'expert' } = {},
) {
  signInAs(makeUser({ role }));
  const fetch = installTestFetch((request) => {
    const path = pathOfRequest(request);
    const answer = answers[`${request.method} ${path}`];
    if (answer) return answer(request);
    if (path === CONFIG_PATH) return appConfigResponse();
    if (path === PATHS.current) return jsonResponse(200, { subscription: current, entitlements: [] });
    if (path === PATHS.plans) return jsonResponse(200, PLANS);
    if (path === PATHS.invoices) return jsonResponse(200, page([]));
    return jsonResponse(404, { detail: 'Not found' });
  });
  const view = renderRoutes(routes, url);
  return {
    ...view,
    fetch,
    sent: (method: string, path: string) =>
      fetch.calls.filter((c) => c.method === method && pathOfRequest(c) === path),
  };
}
