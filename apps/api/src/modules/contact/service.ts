import { ROLES, hasPermission, type ContactFormValues } from '@fertilia/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { sendQuietly } from '../../lib/send-quietly';
import { newContactMessageNotice, supportInboxLink } from './mails';
import { insertContactMessage, listInboxStaff } from './repo';

type Ctx = { deps: AppDeps; log: FastifyBaseLogger };

/** The roles that read the inbox, read from the permission matrix so a change there reaches the mails too. */
export const INBOX_ROLES = ROLES.filter((role) => hasPermission(role, 'support'));

/** Stores a contact form message and tells every inbox reader that it arrived. */
export async function submitContactMessage(ctx: Ctx, input: ContactFormValues): Promise<void> {
  const { db, config } = ctx.deps;
  const message = await insertContactMessage(db.db, input);
  const staff = await listInboxStaff(db.db, INBOX_ROLES);
  const link = supportInboxLink(config, message.id);
  for (const person of staff) {
    sendQuietly(
      ctx,
      newContactMessageNotice(person.email, person.firstName ?? person.username, message, link),
    );
  }
}
