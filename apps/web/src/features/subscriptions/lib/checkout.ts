import type { Plan, PlanPrice } from '@fertilia/contracts';
import { activePrice, isSubscribable } from '@/lib/plan-price';

/** `?plan=3&price=7` read as ids; anything else is no id. */
export const idParam = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The plan and price a checkout link names, when she can subscribe to them: an active paid plan and one of
 * its active monthly or yearly prices (without a price, the monthly one).
 */
export function checkoutChoice(
  plans: Plan[],
  planId: number | null,
  priceId: number | null,
): { plan: Plan; price: PlanPrice } | null {
  const plan = plans.find((candidate) => candidate.id === planId);
  if (!plan || !isSubscribable(plan)) return null;
  const price =
    priceId === null
      ? activePrice(plan, 'month')
      : plan.prices.find((candidate) => candidate.id === priceId && candidate.is_active);
  if (!price || price.amount <= 0 || price.interval === 'one_time') return null;
  return { plan, price };
}

/** When a period that starts `from` is charged again: a month or a year later, on the same day. */
export function nextChargeDate(from: Date, interval: 'month' | 'year'): Date {
  const next = new Date(from);
  if (interval === 'year') next.setFullYear(next.getFullYear() + 1);
  else next.setMonth(next.getMonth() + 1);
  // 31 January plus a month would overflow into March: such a period ends on the month's last day.
  if (next.getDate() !== from.getDate()) next.setDate(0);
  return next;
}

/**
 * Whether a payment's next step is on another site (Stripe's 3-D Secure page) rather than one of ours (the
 * sandbox bank's /payments/confirm/:id), so the browser, not the router, goes there.
 */
export const isExternalUrl = (url: string, origin: string = window.location.origin): boolean => {
  try {
    return new URL(url, origin).origin !== origin;
  } catch {
    return false;
  }
};
