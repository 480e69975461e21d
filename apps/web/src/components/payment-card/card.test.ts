import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@fertilia/contracts';
import { checkCard, formatExpiry, groupCardNumber } from './card';

const NOW = new Date('2026-12-01T08:00:00Z');

describe('the card form’s rules (from contracts)', () => {
  it('groups the number and the expiry as she types', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-42a')).toBe('4242 42');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });

  it('answers the request body for a good card', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, NOW)).toEqual({
      errors: {},
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
  });

  it('names each wrong field with the contract’s message', () => {
    expect(checkCard({ number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12' }, NOW)).toEqual({
      errors: {
        number: PAYMENT_MESSAGES.cardNumber,
        expiry: PAYMENT_MESSAGES.cardExpiry,
        cvc: PAYMENT_MESSAGES.cardCvc,
      },
    });
    expect(checkCard({ number: '4242424242424242', expiry: '11/26', cvc: '1234' }, NOW).errors).toEqual({
      expiry: PAYMENT_MESSAGES.cardExpired,
    });
    // The card runs to the end of its month.
    expect(checkCard({ number: '4242424242424242', expiry: '12/26', cvc: '1234' }, NOW).card).toBeDefined();
  });
});
