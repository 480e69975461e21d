import {
  MESSAGES,
  notFound,
  type ContactStatus,
  type SupportMessageDetail,
  type SupportMessageList,
} from '@fertilia/contracts';
import { inTransaction, type Context, type MemberContext } from '../../http/context';
import { recordAudit } from '../audit/service';
import { toSupportMessageDetail, toSupportMessageSummary } from './dto';
import { supportReplyMail } from './mails';
import {
  findContactMessage,
  insertContactReply,
  listContactMessages,
  listRepliesOf,
  setContactStatus,
} from './repo';

export async function listSupportMessages(
  ctx: Context,
  q: { status?: ContactStatus; skip: number; limit: number },
): Promise<SupportMessageList> {
  const { rows, total } = await listContactMessages(ctx.db, q);
  return { items: rows.map(toSupportMessageSummary), total, skip: q.skip, limit: q.limit };
}

export async function getSupportMessage(ctx: Context, id: number): Promise<SupportMessageDetail> {
  const row = await findContactMessage(ctx.db, id);
  if (!row) throw notFound(MESSAGES.contactMessageNotFound);
  return toSupportMessageDetail(row, await listRepliesOf(ctx.db, id));
}

/**
 * Stores the answer, marks the message answered and audits it in one transaction, then mails the answer to
 * the sender. The mail goes after the commit, so a sender never receives an answer the inbox does not show.
 */
export async function replyToSupportMessage(
  ctx: MemberContext,
  { id, body }: { id: number; body: string },
): Promise<SupportMessageDetail> {
  const message = await inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    // Updating first both proves the message exists and locks it against a concurrent status change.
    const row = await setContactStatus(tx.db, id, 'answered', now);
    if (!row) throw notFound(MESSAGES.contactMessageNotFound);
    const reply = await insertContactReply(tx.db, {
      messageId: id,
      authorId: tx.actor.id,
      body,
      createdAt: now,
    });
    await recordAudit(tx, {
      action: 'support.replied',
      details: { contact_message_id: id, reply_id: reply.id },
    });
    return row;
  });
  try {
    await ctx.deps.mailer.send(supportReplyMail(message, body));
  } catch (error) {
    // The answer is stored and visible in the inbox; the log lets staff find out the mail did not leave.
    ctx.log.warn(
      { contact_message_id: id, err: error instanceof Error ? error.message : String(error) },
      'support reply mail not sent',
    );
  }
  return getSupportMessage(ctx, id);
}

/** Close or reopen (or mark answered by hand) a message. */
export async function changeSupportMessageStatus(
  ctx: MemberContext,
  { id, status }: { id: number; status: ContactStatus },
): Promise<SupportMessageDetail> {
  await inTransaction(ctx, async (tx) => {
    const row = await setContactStatus(tx.db, id, status, tx.clock.now());
    if (!row) throw notFound(MESSAGES.contactMessageNotFound);
    await recordAudit(tx, {
      action: 'support.status_changed',
      details: { contact_message_id: id, status },
    });
  });
  return getSupportMessage(ctx, id);
}
