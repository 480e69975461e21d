import { describe, expect, it } from 'vitest';
import type { Plan } from '@fertilia/contracts';
import { checkoutChoice, idParam, isExternalUrl, nextChargeDate } from './checkout';

const care: Plan = {
  id: 2,
  name: 'Care',
  description: '',
  features: [],
  entitlements: ['expert_chat'],
  is_active: true,
  prices: [
    { id: 3, plan_id: 2, amount: 1900, currency: 'GBP', interval: 'month', is_active: true },
    { id: 4, plan_id: 2, amount: 19000, currency: 'GBP', interval: 'year', is_active: true },
    { id: 5, plan_id: 2, amount: 900, currency: 'GBP', interval: 'month', is_active: false },
  ],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const free: Plan = {
  ...care,
  id: 1,
  name: 'Essentials',
  prices: [{ id: 1, plan_id: 1, amount: 0, currency: 'GBP', interval: 'month', is_active: true }],
};

describe('what a checkout link names', () => {
  it('reads ids, and nothing else', () => {
    expect(idParam('7')).toBe(7);
    for (const bad of [null, '', '0', '-1', '1.5', 'x']) expect(idParam(bad)).toBeNull();
  });

  it('takes an active price of a paid plan, the monthly one by default', () => {
    expect(checkoutChoice([free, care], 2, 4)?.price.id).toBe(4);
    expect(checkoutChoice([free, care], 2, null)?.price.id).toBe(3);
  });

  it('refuses a free plan, an inactive price and a price of another plan', () => {
    expect(checkoutChoice([free, care], 1, 1)).toBeNull();
    expect(checkoutChoice([free, care], 2, 5)).toBeNull();
    expect(checkoutChoice([free, care], 2, 1)).toBeNull();
    expect(checkoutChoice([free, care], 9, null)).toBeNull();
  });

  it('charges again a month or a year later, at most on the month’s last day', () => {
    expect(nextChargeDate(new Date(2026, 10, 25), 'month')).toEqual(new Date(2026, 11, 25));
    expect(nextChargeDate(new Date(2026, 10, 25), 'year')).toEqual(new Date(2027, 10, 25));
    expect(nextChargeDate(new Date(2027, 0, 31), 'month')).toEqual(new Date(2027, 1, 28));
  });

  it('tells our bank page from another site’s', () => {
    const origin = 'https://fertilia.test';
    expect(isExternalUrl('/payments/confirm/pi_1', origin)).toBe(false);
    expect(isExternalUrl('https://hooks.stripe.com/3d_secure/x', origin)).toBe(true);
  });
});
