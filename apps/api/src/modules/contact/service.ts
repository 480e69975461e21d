import { ROLES, hasPermission, type ContactFormValues } from '@fertilia/contracts';
import type { Context } from '../../http/context';
import { sendQuietly } from '../../lib/send-quietly';
import { newContactMessageNotice, supportInboxLink } from './mails';
import { insertContactMessage, listInboxStaff } from './repo';

/** The roles that read the inbox, read from the permission matrix so a change there reaches the mails too. */
export const INBOX_ROLES = ROLES.filter((role) => hasPermission(role, 'support'));

/** Stores a contact form message and tells every inbox reader that it arrived. */
export async function submitContactMessage(ctx: Context, input: ContactFormValues): Promise<void> {
  const message = await insertContactMessage(ctx.db, input);
  const staff = await listInboxStaff(ctx.db, INBOX_ROLES);
  const link = supportInboxLink(ctx.config, message.id);
  for (const person of staff) {
    sendQuietly(
      ctx,
      newContactMessageNotice(person.email, person.firstName ?? person.username, message, link),
    );
  }
}
