import { NOTIFICATION_TYPE_INFO, type NotificationType } from '@fertilia/contracts';
import type { AppConfig } from '../../config';
import type { NotificationEmailRow } from '../../db/schema';
import type { OutgoingMail } from '../../lib/mailer';

/** A summary lists at most this many items; the rest are counted. */
const MAX_ITEMS_IN_MAIL = 20;
const SIGNATURE = '\nWith warm wishes,\nThe Fertilia team';

/** The API address both the mail's link and its List-Unsubscribe header point to (GET shows, POST acts). */
export const unsubscribeLink = (config: AppConfig, token: string) =>
  `${config.publicUrl}/api/notifications/unsubscribe?token=${token}`;

const absolute = (config: AppConfig, link: string | null) => (link ? `${config.publicUrl}${link}` : null);

/**
 * One mail summarising every waiting item of one type. It carries a one-click unsubscribe for that type:
 * in the text, and as List-Unsubscribe + List-Unsubscribe-Post so mail programs offer it themselves.
 */
export function summaryMail(
  config: AppConfig,
  to: string,
  type: NotificationType,
  items: NotificationEmailRow[],
  unsubscribeUrl: string,
): OutgoingMail {
  const { label } = NOTIFICATION_TYPE_INFO[type];
  const shown = items.slice(-MAX_ITEMS_IN_MAIL).reverse();
  const more = items.length - shown.length;
  const subject =
    items.length === 1
      ? `Fertilia: ${items[0]!.title}`
      : `Fertilia: ${items.length} new notifications (${label})`;
  const lines = shown.flatMap((item) => {
    const link = absolute(config, item.link);
    return [`• ${item.title}`, `  ${item.message}`, ...(link ? [`  ${link}`] : []), ''];
  });
  return {
    to,
    subject,
    text: [
      'Hello,',
      '',
      items.length === 1
        ? 'There is something new for you on Fertilia:'
        : 'Here is what happened on Fertilia:',
      '',
      ...lines,
      ...(more > 0 ? [`…and ${more} more. See them all: ${config.publicUrl}/notifications`, ''] : []),
      SIGNATURE,
      ...unsubscribeFooter(config, label, unsubscribeUrl),
    ].join('\n'),
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}

/** Why she gets mails of this type, where to change it, and the one-click link, below the signature. */
const unsubscribeFooter = (config: AppConfig, label: string, unsubscribeUrl: string) => [
  '',
  '—',
  `You receive this because e-mails about "${label}" are on in your notification settings:`,
  `${config.publicUrl}/settings#notifications`,
  'To stop these e-mails with one click:',
  unsubscribeUrl,
];

const unsubscribeHeaders = (unsubscribeUrl: string) => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** A mail of one notification type that a module wrote itself, given the same footer and headers. */
export function withUnsubscribe(
  config: AppConfig,
  type: NotificationType,
  mail: OutgoingMail,
  unsubscribeUrl: string,
): OutgoingMail {
  const { label } = NOTIFICATION_TYPE_INFO[type];
  return {
    ...mail,
    text: [mail.text, SIGNATURE, ...unsubscribeFooter(config, label, unsubscribeUrl)].join('\n'),
    headers: { ...mail.headers, ...unsubscribeHeaders(unsubscribeUrl) },
  };
}
