import { describe, expect, it } from 'vitest';
import type { Plan } from '@fertilia/contracts';
import { isFreePlan, isSubscribable, priceSentence, yearlySentence, yearlyValue } from './plan-price';

const plan = (prices: { amount: number; interval: 'month' | 'year' }[], is_active = true): Plan => ({
  id: 1,
  name: 'Care',
  description: '',
  features: [],
  entitlements: [],
  is_active,
  prices: prices.map((p, i) => ({ id: i + 1, plan_id: 1, currency: 'GBP', is_active: true, ...p })),
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

describe('plan prices in words', () => {
  it('says a yearly price is billed once a year', () => {
    expect(priceSentence({ amount: 1900, currency: 'GBP', interval: 'month' })).toBe('£19.00 a month');
    expect(priceSentence({ amount: 19000, currency: 'GBP', interval: 'year' })).toBe(
      '£190.00 a year, billed once a year',
    );
  });

  it('gives a yearly price its monthly equivalent and its saving', () => {
    expect(yearlyValue(19000, 1900)).toEqual({ perMonth: 1583, savingPercent: 17 });
    expect(yearlySentence({ amount: 19000, currency: 'GBP', interval: 'year' }, 1900)).toBe(
      '£190.00 a year — £15.83 a month, save 17%',
    );
    // No monthly price, or no saving: nothing is claimed.
    expect(yearlySentence({ amount: 24000, currency: 'GBP', interval: 'year' }, 2000)).toBe(
      '£240.00 a year — £20.00 a month',
    );
    expect(yearlyValue(12000, undefined).savingPercent).toBeNull();
  });

  it('knows a free plan from one that can be subscribed to', () => {
    expect(isFreePlan(plan([{ amount: 0, interval: 'month' }]))).toBe(true);
    expect(isSubscribable(plan([{ amount: 0, interval: 'month' }]))).toBe(false);
    expect(isSubscribable(plan([{ amount: 1900, interval: 'month' }]))).toBe(true);
    expect(isSubscribable(plan([{ amount: 1900, interval: 'month' }], false))).toBe(false);
    expect(isFreePlan(plan([]))).toBe(false);
  });
});
