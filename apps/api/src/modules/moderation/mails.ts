import type { AppConfig } from '../../config';
import type { OutgoingMail } from '../../lib/mailer';

const SIGNATURE = '\nWith warm wishes,\nThe Fertilia team';

const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/**
 * Tells an author a moderator removed their post or comment, and why. The content is quoted so the mail
 * stands on its own; it is the author's own text going to the author's own address.
 */
export const contentRemovedMail = (
  config: AppConfig,
  to: { email: string; name: string },
  item: { kind: 'post' | 'comment'; excerpt: string },
  reason: string,
): OutgoingMail => ({
  to: to.email,
  subject: item.kind === 'post' ? 'Your community post was removed' : 'Your community comment was removed',
  text: [
    `Hello ${to.name},`,
    '',
    `A moderator removed your ${item.kind} from the Fertilia community for this reason:`,
    '',
    quote(reason),
    '',
    `Your ${item.kind}:`,
    quote(item.excerpt),
    '',
    `Our community guidelines keep the community a safe place to share. If you believe this was a mistake, please write to us at ${config.publicUrl}/contact.`,
    SIGNATURE,
  ].join('\n'),
});

/** The first lines of the removed text, enough to recognise it. */
export const excerptForMail = (text: string, max = 300): string =>
  text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
