import {
  MESSAGES,
  type ContactStatus,
  type SupportMessageDetail,
  type SupportMessageList,
} from '@fertilia/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-error';
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

type Ctx = { deps: AppDeps; log: FastifyBaseLogger };
/** The staff member acting, for the audit trail. */
export type InboxActor = { userId: number; ip: string | null };

export async function listSupportMessages(
  db: DbOrTx,
  q: { status?: ContactStatus; skip: number; limit: number },
): Promise<SupportMessageList> {
  const { rows, total } = await listContactMessages(db, q);
  return { items: rows.map(toSupportMessageSummary), total, skip: q.skip, limit: q.limit };
}

export async function getSupportMessage(db: DbOrTx, id: number): Promise<SupportMessageDetail> {
  const row = await findContactMessage(db, id);
  if (!row) throw notFound(MESSAGES.contactMessageNotFound);
  return toSupportMessageDetail(row, await listRepliesOf(db, id));
}

/**
 * Stores the answer, marks the message answered and audits it in one transaction, then mails the answer to
 * the sender. The mail goes after the commit, so a sender never receives an answer the inbox does not show.
 */
export async function replyToSupportMessage(
  ctx: Ctx,
  actor: InboxActor,
  id: number,
  body: string,
): Promise<SupportMessageDetail> {
  const { db, clock, mailer } = ctx.deps;
  const message = await db.db.transaction(async (tx) => {
    const now = clock.now();
    // Updating first both proves the message exists and locks it against a concurrent status change.
    const row = await setContactStatus(tx, id, 'answered', now);
    if (!row) throw notFound(MESSAGES.contactMessageNotFound);
    const reply = await insertContactReply(tx, {
      messageId: id,
      authorId: actor.userId,
      body,
      createdAt: now,
    });
    await recordAudit(tx, {
      action: 'support.replied',
      actorId: actor.userId,
      ip: actor.ip,
      details: { contact_message_id: id, reply_id: reply.id },
    });
    return row;
  });
  try {
    await mailer.send(supportReplyMail(message, body));
  } catch (error) {
    // The answer is stored and visible in the inbox; the log lets staff find out the mail did not leave.
    ctx.log.warn(
      { contact_message_id: id, err: error instanceof Error ? error.message : String(error) },
      'support reply mail not sent',
    );
  }
  return getSupportMessage(db.db, id);
}

/** Close or reopen (or mark answered by hand) a message. */
export async function changeSupportMessageStatus(
  deps: AppDeps,
  actor: InboxActor,
  id: number,
  status: ContactStatus,
): Promise<SupportMessageDetail> {
  await deps.db.db.transaction(async (tx) => {
    const row = await setContactStatus(tx, id, status, deps.clock.now());
    if (!row) throw notFound(MESSAGES.contactMessageNotFound);
    await recordAudit(tx, {
      action: 'support.status_changed',
      actorId: actor.userId,
      ip: actor.ip,
      details: { contact_message_id: id, status },
    });
  });
  return getSupportMessage(deps.db.db, id);
}
