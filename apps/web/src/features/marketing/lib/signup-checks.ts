import { MARKETING_MESSAGES, MESSAGES, WAITLIST_NAME_MAX, isSimpleEmail } from '@fertilia/contracts/core';

/*
 * The landing forms' checks in plain code: the same rules and texts as the server's schemas (contracts),
 * without loading zod with the landing page.
 */

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function checkNewsletter(values: {
  email: string;
  consent: boolean;
}): FieldErrors<'email' | 'consent_marketing'> {
  const errors: FieldErrors<'email' | 'consent_marketing'> = {};
  if (!isSimpleEmail(values.email)) errors.email = MESSAGES.validEmailRequired;
  if (!values.consent) errors.consent_marketing = MARKETING_MESSAGES.consentRequired;
  return errors;
}

export function checkWaitlist(values: { email: string; name: string }): FieldErrors<'email' | 'name'> {
  const errors: FieldErrors<'email' | 'name'> = {};
  if (!isSimpleEmail(values.email)) errors.email = MESSAGES.validEmailRequired;
  if (values.name.trim().length > WAITLIST_NAME_MAX) errors.name = MARKETING_MESSAGES.waitlistNameMax;
  return errors;
}
