import {
  CONVERSATION_MESSAGES,
  type ChatMessage,
  type ChatMessageCreateInput,
  type ChatMessagePage,
} from '@fertilia/contracts';
import { conflict, forbidden, invalidField, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/service';
import { toAuthor } from '../community/dto';
import type { ConversationContext, Member } from './context';
import { membershipOrNotFound, readConversationNotices } from './conversation-service';
import { toMessage, toPublicMessage } from './dto';
import { announceMessage } from './live';
import { findReachableMembers } from './member-repo';
import {
  findMessage,
  findMessagesWithSenders,
  insertMessage,
  insertMessageReport,
  listMessageReports,
  listMessages,
} from './message-repo';
import { assertAcceptsMessages } from './privacy';
import { activeParticipantIds, markRead, touchConversation, type Page } from './repo';

/** A page of the thread counted back from the newest message; only what the member may see. */
export async function listConversationMessages(
  ctx: ConversationContext,
  member: Member,
  conversationId: number,
  page: Page,
): Promise<ChatMessagePage> {
  const db = ctx.deps.db.db;
  const { participant } = await membershipOrNotFound(db, conversationId, member.id);
  const { rows, total } = await listMessages(db, conversationId, participant.visibleAfter, page);
  return { items: rows.map((r) => toMessage(r, member.id)), total, skip: page.skip, limit: page.limit };
}

type SendInput = { session_id?: number; content: string; sources: string[] };

/**
 * Sends a message: stored, the sender's read mark moved past it, every other participant still in the
 * conversation notified (one grouped notification per conversation), all in one transaction; then the
 * conversation's room hears it live. In a direct conversation the recipient's privacy is checked each time.
 */
export async function sendMessage(
  ctx: ConversationContext,
  member: Member,
  conversationId: number,
  input: SendInput | ChatMessageCreateInput,
): Promise<ChatMessage> {
  const db = ctx.deps.db.db;
  const now = ctx.deps.clock.now();
  const sent = await db.transaction(async (tx) => {
    const { conversation } = await membershipOrNotFound(tx, conversationId, member.id, true);
    if (input.session_id !== undefined && input.session_id !== conversationId)
      throw invalidField('body', 'session_id', CONVERSATION_MESSAGES.sessionIdMismatch(conversationId));
    const others = (await activeParticipantIds(tx, conversationId)).filter((id) => id !== member.id);
    const recipients = await findReachableMembers(tx, others);
    if (conversation.type === 'direct') await assertAcceptsMessages(tx, member.id, recipients);
    const message = await insertMessage(tx, {
      conversationId,
      senderId: member.id,
      sessionId: conversationId,
      content: input.content,
      sources: input.sources ?? [],
      createdAt: now,
    });
    await touchConversation(tx, conversationId, now);
    await markRead(tx, conversationId, member.id, message.id);
    const found = (await findMessage(tx, message.id))!;
    const senderName = toAuthor(found.sender).display_name;
    for (const recipient of recipients)
      await ctx.notifications.notify(
        {
          userId: recipient.id,
          type: 'conversation_message',
          // The text never quotes the message: notifications may be e-mailed, and chats may be medical.
          title: CONVERSATION_MESSAGES.notificationTitle,
          message: CONVERSATION_MESSAGES.notificationText(senderName),
          link: `/messages/${conversationId}`,
          groupKey: `conversation:${conversationId}`,
        },
        tx,
      );
    return { found, recipientIds: [member.id, ...others] };
  });
  // Replying marks the conversation read (above), so its notifications for the sender are read too.
  await readConversationNotices(ctx, member.id, conversationId);
  announceMessage(ctx, toPublicMessage(sent.found), sent.recipientIds);
  return toMessage(sent.found, member.id);
}

/**
 * A participant reports a message they can see to the moderators: once per message, never their own.
 * Anyone else is told the message does not exist. Audited.
 */
export async function reportMessage(
  ctx: ConversationContext,
  member: Member,
  messageId: number,
  reason: string,
) {
  await ctx.deps.db.db.transaction(async (tx) => {
    const found = await findMessage(tx, messageId);
    const membership =
      found && (await membershipOrNotFound(tx, found.message.conversationId, member.id).catch(() => null));
    // A removed message is no longer there to report.
    if (
      !found ||
      !membership ||
      found.message.id <= membership.participant.visibleAfter ||
      found.message.removedAt
    )
      throw notFound(CONVERSATION_MESSAGES.messageNotFound);
    if (found.message.senderId === member.id) throw forbidden(CONVERSATION_MESSAGES.ownMessage);
    if (
      !(await insertMessageReport(tx, {
        messageId,
        reporterId: member.id,
        reason,
        createdAt: ctx.deps.clock.now(),
      }))
    )
      throw conflict(CONVERSATION_MESSAGES.alreadyReported);
    await recordAudit(tx, {
      action: 'conversation.message_reported',
      actorId: member.id,
      targetUserId: found.message.senderId,
      ip: member.ip,
      details: { message_id: messageId, conversation_id: found.message.conversationId },
    });
  });
  return { message: CONVERSATION_MESSAGES.reportReceived, message_id: messageId };
}

/** For moderators: the reported messages themselves (never the rest of the thread) and who reported them. */
export async function messageReports(
  ctx: ConversationContext,
  query: { status: 'open' | 'resolved' } & Page,
) {
  const db = ctx.deps.db.db;
  const { rows, total } = await listMessageReports(db, query.status, query);
  const messages = new Map(
    (await findMessagesWithSenders(db, [...new Set(rows.map((r) => r.report.messageId))])).map((m) => [
      m.message.id,
      m,
    ]),
  );
  const items = rows.flatMap(({ report, reporter }) => {
    const message = messages.get(report.messageId);
    return message
      ? [
          {
            id: report.id,
            reason: report.reason,
            status: report.status,
            created_at: report.createdAt.toISOString(),
            reporter: toAuthor(reporter),
            message: toPublicMessage(message),
          },
        ]
      : [];
  });
  return { items, total, skip: query.skip, limit: query.limit };
}
