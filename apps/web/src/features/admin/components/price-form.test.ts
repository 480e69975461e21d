import { describe, expect, it } from 'vitest';
import { priceFormSchema } from './price-form';

describe('priceFormSchema', () => {
  it('turns the typed major-unit amount into integer minor units for the contract', () => {
    expect(
      priceFormSchema.parse({ amount: '19.99', currency: ' usd', interval: 'month', is_active: true }),
    ).toEqual({
      amount: 1999,
      currency: 'USD',
      interval: 'month',
      is_active: true,
    });
    expect(
      priceFormSchema.parse({ amount: '500', currency: 'JPY', interval: 'one_time', is_active: false })
        .amount,
    ).toBe(500);
  });

  it('reports an unreadable amount on the amount field', () => {
    const result = priceFormSchema.safeParse({
      amount: '12.345',
      currency: 'EUR',
      interval: 'year',
      is_active: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['amount']);
    expect(result.error?.issues[0]?.message).toBe('Enter an amount like 19.99');
  });

  it('still applies the contract’s own rules after converting', () => {
    const result = priceFormSchema.safeParse({
      amount: '2000000',
      currency: 'EUR',
      interval: 'year',
      is_active: true,
    });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['amount'], 'Amount is too large'],
    ]);
    const badCurrency = priceFormSchema.safeParse({
      amount: '1',
      currency: 'EU',
      interval: 'year',
      is_active: true,
    });
    expect(badCurrency.error?.issues[0]?.path).toEqual(['currency']);
  });
});
