import type { AppConfig } from '../../config';
import type { OutgoingMail } from '../../lib/mailer';

/*
 * Newsletter mails. Every one of them carries the unsubscribe link, the confirmation included, so a person
 * who never asked for it can stop it with one click.
 */

const SIGNATURE = '\nWith warm wishes,\nThe Fertilia team';

/** Web pages that receive the tokens and call the API (apps/web newsletter pages). */
export const newsletterConfirmLink = (config: AppConfig, token: string) =>
  `${config.publicUrl}/newsletter/confirm?token=${token}`;
export const newsletterUnsubscribeLink = (config: AppConfig, token: string) =>
  `${config.publicUrl}/newsletter/unsubscribe?token=${token}`;

/** The footer every newsletter mail ends with. */
export const unsubscribeFooter = (unsubscribeLink: string) =>
  [
    '',
    '—',
    'You receive this because this address was entered on fertilia. To stop these mails:',
    unsubscribeLink,
  ].join('\n');

export const newsletterConfirmMail = (
  to: string,
  confirmLink: string,
  unsubscribeLink: string,
): OutgoingMail => ({
  to,
  subject: 'Please confirm your Fertilia newsletter subscription',
  text: [
    'Hello,',
    '',
    'Thank you for subscribing to the Fertilia newsletter. To start receiving it, please confirm your address by opening this link:',
    '',
    confirmLink,
    '',
    'If you did not ask for this, you can ignore this message: nothing will be sent until the address is confirmed.',
    SIGNATURE,
    unsubscribeFooter(unsubscribeLink),
  ].join('\n'),
});
