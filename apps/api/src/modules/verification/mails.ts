import type { AppConfig } from '../../config';
import type { OutgoingMail } from '../../lib/mailer';

const SIGNATURE = '\nWith warm wishes,\nThe Fertilia team';

/** Tells a professional her licence was checked and she now appears as one. */
export const verificationApprovedMail = (
  config: AppConfig,
  to: { email: string; name: string },
): OutgoingMail => ({
  to: to.email,
  subject: 'Your professional account is verified',
  text: [
    `Hello ${to.name},`,
    '',
    'We have checked your licence: your Fertilia account is now verified. Members see your professional',
    'badge in the community, and you can be found in the expert directory and take consultations.',
    '',
    `Your account: ${config.publicUrl}/verification`,
    SIGNATURE,
  ].join('\n'),
});

/**
 * Tells a professional why her licence could not be verified and how to send it again. The reason is the
 * reviewer's text, written for her.
 */
export const verificationRejectedMail = (
  config: AppConfig,
  to: { email: string; name: string },
  reason: string,
): OutgoingMail => ({
  to: to.email,
  subject: 'We could not verify your professional account',
  text: [
    `Hello ${to.name},`,
    '',
    'We could not verify the licence you sent, for this reason:',
    '',
    ...reason.split('\n').map((line) => `> ${line}`),
    '',
    `You can correct your details and send them again here: ${config.publicUrl}/verification`,
    SIGNATURE,
  ].join('\n'),
});
