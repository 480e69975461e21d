import {
  PAYMENT_MESSAGES,
  cardDetailsSchema,
  cardExpired,
  cardNumberSchema,
  parseCardExpiry,
  type CardDetails,
} from '@fertilia/contracts';

/** What the card form holds as typed. Never stored anywhere: it lives in the dialog's state and is sent once. */
export type CardValues = { number: string; expiry: string; cvc: string };
export type CardErrors = Partial<Record<keyof CardValues, string>>;
export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '' };

/** "4242424242424242" shown as "4242 4242 4242 4242" while typed (at most 19 digits). */
export const groupCardNumber = (text: string): string =>
  text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1230" or "12/30" typed into the expiry box, shown as "12/30". */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * Checks the card with the contract's rules (Luhn, MM/YY in the future, 3–4 digit CVC) and answers the
 * request body, or each field's message.
 */
export function checkCard(values: CardValues, now: Date): { card?: CardDetails; errors: CardErrors } {
  const errors: CardErrors = {};
  if (!cardNumberSchema.safeParse(values.number).success) errors.number = PAYMENT_MESSAGES.cardNumber;
  const expiry = parseCardExpiry(values.expiry);
  if (!expiry) errors.expiry = PAYMENT_MESSAGES.cardExpiry;
  else if (cardExpired(expiry.month, expiry.year, now)) errors.expiry = PAYMENT_MESSAGES.cardExpired;
  if (!cardDetailsSchema.shape.cvc.safeParse(values.cvc).success) errors.cvc = PAYMENT_MESSAGES.cardCvc;
  if (Object.keys(errors).length > 0 || !expiry) return { errors };
  return {
    errors,
    card: {
      number: values.number.replace(/\s/g, ''),
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvc: values.cvc,
    },
  };
}
