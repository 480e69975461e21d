import type { AppConfig } from '../../config';
import type { OutgoingMail } from '../../lib/mailer';
import type { ContactMessageRow } from './repo';

const SIGNATURE = '\nWith warm wishes,\nThe Fertilia team';

/** The inbox page of the back office for one message. */
export const supportInboxLink = (config: AppConfig, messageId: number) =>
  `${config.publicUrl}/admin/support/${messageId}`;

/**
 * Tells staff a message arrived. The sender's name and a link only: the message itself may hold health
 * details, and keeping it out of mail boxes keeps the number of copies of personal data small.
 */
export const newContactMessageNotice = (
  to: string,
  staffName: string,
  message: ContactMessageRow,
  link: string,
): OutgoingMail => ({
  to,
  subject: 'New message in the Fertilia support inbox',
  text: [
    `Hello ${staffName},`,
    '',
    `${message.name} sent a message through the contact form. Read and answer it in the support inbox:`,
    '',
    link,
    SIGNATURE,
  ].join('\n'),
});

const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/** The staff answer, with the sender's own message quoted below so the mail stands on its own. */
export const supportReplyMail = (message: ContactMessageRow, body: string): OutgoingMail => ({
  to: message.email,
  subject: 'Re: your message to Fertilia',
  text: [
    `Hello ${message.name},`,
    '',
    body,
    SIGNATURE,
    '',
    `On ${message.createdAt.toUTCString()} you wrote:`,
    quote(message.message),
  ].join('\n'),
});
