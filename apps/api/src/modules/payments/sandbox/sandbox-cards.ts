import type { IntentStatus, ProviderPaymentMethod } from '../payment-provider';
import { PAYMENT_MESSAGES } from '@fertilia/contracts';

/**
 * Stripe's public test cards and test payment methods, and how each behaves when charged
 * (https://docs.stripe.com/testing). Nothing else is accepted: the sandbox refuses real cards.
 */
export type TestCard = ProviderPaymentMethod & {
  number: string;
  outcome: IntentStatus;
  declineCode?: string;
  declineMessage?: string;
};

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', id: 'pm_card_visa', brand: 'visa', last4: '4242', outcome: 'succeeded' },
  {
    number: '5555555555554444',
    id: 'pm_card_mastercard',
    brand: 'mastercard',
    last4: '4444',
    outcome: 'succeeded',
  },
  {
    number: '4000000000000002',
    id: 'pm_card_chargeDeclined',
    brand: 'visa',
    last4: '0002',
    outcome: 'failed',
    declineCode: 'generic_decline',
    declineMessage: PAYMENT_MESSAGES.cardDeclined,
  },
  {
    number: '4000000000009995',
    id: 'pm_card_chargeDeclinedInsufficientFunds',
    brand: 'visa',
    last4: '9995',
    outcome: 'failed',
    declineCode: 'insufficient_funds',
    declineMessage: PAYMENT_MESSAGES.insufficientFunds,
  },
  {
    // Saving it works; every charge of it is declined (Stripe's card for failing renewals).
    number: '4000000000000341',
    id: 'pm_card_chargeCustomerFail',
    brand: 'visa',
    last4: '0341',
    outcome: 'failed',
    declineCode: 'card_declined',
    declineMessage: PAYMENT_MESSAGES.cardDeclined,
  },
  {
    number: '4000002760003184',
    id: 'pm_card_authenticationRequired',
    brand: 'visa',
    last4: '3184',
    outcome: 'requires_action',
  },
];

export const testCardByNumber = (digits: string): TestCard | undefined =>
  TEST_CARDS.find((card) => card.number === digits);
export const testCardById = (id: string): TestCard | undefined => TEST_CARDS.find((card) => card.id === id);

/** Stripe's decline of an off-session charge whose card asks for authentication. */
export const AUTHENTICATION_REQUIRED = 'authentication_required';

/** Stripe's code when the member fails the authentication step. */
export const AUTHENTICATION_FAILURE = 'payment_intent_authentication_failure';
