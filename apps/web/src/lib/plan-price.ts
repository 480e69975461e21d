import { allPricesFree, formatMoney, maySubscribe, type Plan } from '@fertilia/contracts';

/** A plan's price as the member reads it: one amount, one period. */
export type RecurringPrice = { amount: number; currency: string; interval: 'month' | 'year' | 'one_time' };
export type BillingPeriod = 'month' | 'year';

const money = (amount: number, currency: string) => formatMoney({ amount, currency });

/**
 * "£19.00 a month", "£190.00 a year, billed once a year": a yearly price is said to be charged once, so
 * nobody reads it as a monthly charge.
 */
export function priceSentence(price: RecurringPrice): string {
  const amount = money(price.amount, price.currency);
  if (price.interval === 'month') return `${amount} a month`;
  if (price.interval === 'year') return `${amount} a year, billed once a year`;
  return `${amount} once`;
}

/** "every month" / "every year": how often a subscription's price is charged again. */
export const renewalWords = (interval: RecurringPrice['interval']): string =>
  interval === 'year' ? 'every year' : interval === 'month' ? 'every month' : 'once';

/**
 * A yearly price's monthly equivalent (rounded to the penny, for reading only) and what it saves against
 * twelve monthly payments, as a whole percentage (null when it saves nothing).
 */
export function yearlyValue(
  yearly: number,
  monthly: number | undefined,
): { perMonth: number; savingPercent: number | null } {
  const perMonth = Math.round(yearly / 12);
  if (!monthly || monthly <= 0) return { perMonth, savingPercent: null };
  const saving = Math.round((1 - yearly / (monthly * 12)) * 100);
  return { perMonth, savingPercent: saving > 0 ? saving : null };
}

/** A plan's active price for a period, if it has one. */
export const activePrice = (plan: Plan, interval: BillingPeriod) =>
  plan.prices.find((price) => price.is_active && price.interval === interval);

/** Free plans (every active price costs nothing) are what every account has: nobody subscribes to them. */
export const isFreePlan = (plan: Plan): boolean =>
  allPricesFree(plan.prices.filter((price) => price.is_active));

/** A plan one can subscribe to: active, with a paid monthly or yearly price. */
export const isSubscribable = (plan: Plan): boolean =>
  plan.is_active &&
  !isFreePlan(plan) &&
  plan.prices.some((price) => price.is_active && price.amount > 0 && price.interval !== 'one_time');

/**
 * "£190.00 a year — £15.83 a month, save 17%": the yearly price with what it comes to a month, so the two
 * figures are never read as two charges.
 */
export function yearlySentence(yearly: RecurringPrice, monthly: number | undefined): string {
  const { perMonth, savingPercent } = yearlyValue(yearly.amount, monthly);
  const base = `${money(yearly.amount, yearly.currency)} a year — ${money(perMonth, yearly.currency)} a month`;
  return savingPercent ? `${base}, save ${savingPercent}%` : base;
}

/**
 * Only patients subscribe (the API answers 403 to anyone else, ADR 017): experts, doctors and staff are told
 * so instead of being offered a checkout.
 */
export const PLANS_ARE_FOR_PATIENTS = 'Plans are for patient accounts';
export { maySubscribe };
