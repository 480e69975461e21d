import {
  CONVERSATION_MESSAGES,
  invalidField,
  type ChatMessage,
  type ChatMessageCreateInput,
  type ChatMessagePage,
} from '@fertilia/contracts';
import { inTransaction, type MemberContext } from '../../http/context';
import { toMemberCard } from '../community/member-card-service';
import { membershipOrNotFound, readConversationNotices } from './conversation-service';
import { toMessage, toPublicMessage } from './dto';
import { announceMessage } from './live';
import { findReachableMembers } from './member-repo';
import { findMessage, insertMessage, listMessages } from './message-repo';
import { assertAcceptsMessages, assertMayMessage } from './privacy';
import { activeParticipantIds, markRead, touchConversation, type Page } from './repo';

/** A page of the thread counted back from the newest message; only what the member may see. */
export async function listConversationMessages(
  ctx: MemberContext,
  { conversationId, page }: { conversationId: number; page: Page },
): Promise<ChatMessagePage> {
  const { participant } = await membershipOrNotFound(ctx, { conversationId });
  const { rows, total } = await listMessages(ctx.db, conversationId, participant.visibleAfter, page);
  return { items: rows.map((r) => toMessage(r, ctx.actor.id)), total, skip: page.skip, limit: page.limit };
}

type SendInput = { session_id?: number; content: string; sources: string[] };

/**
 * Sends a message: stored, the sender's read mark moved past it, every other participant still in the
 * conversation notified (one grouped notification per conversation), all in one transaction; then the
 * conversation's room hears it live. In a direct conversation the recipient's privacy is checked each time.
 */
export async function sendMessage(
  ctx: MemberContext,
  { conversationId, message: input }: { conversationId: number; message: SendInput | ChatMessageCreateInput },
): Promise<ChatMessage> {
  const memberId = ctx.actor.id;
  const now = ctx.clock.now();
  const sent = await inTransaction(ctx, async (tx) => {
    const { conversation } = await membershipOrNotFound(tx, { conversationId, lock: true });
    if (input.session_id !== undefined && input.session_id !== conversationId)
      throw invalidField('body', 'session_id', CONVERSATION_MESSAGES.sessionIdMismatch(conversationId));
    const others = (await activeParticipantIds(tx.db, conversationId)).filter((id) => id !== memberId);
    const recipients = await findReachableMembers(tx.db, others);
    if (conversation.type === 'direct') await assertAcceptsMessages(tx, recipients);
    await assertMayMessage(tx, recipients);
    const message = await insertMessage(tx.db, {
      conversationId,
      senderId: memberId,
      sessionId: conversationId,
      content: input.content,
      sources: input.sources ?? [],
      createdAt: now,
    });
    await touchConversation(tx.db, conversationId, now);
    await markRead(tx.db, conversationId, memberId, message.id);
    const found = (await findMessage(tx.db, message.id))!;
    const senderName = toMemberCard(found.sender).display_name;
    for (const recipient of recipients)
      await tx.notifications.notify(
        {
          userId: recipient.id,
          type: 'conversation_message',
          // The text never quotes the message: notifications may be e-mailed, and chats may be medical.
          title: CONVERSATION_MESSAGES.notificationTitle,
          message: CONVERSATION_MESSAGES.notificationText(senderName),
          link: `/messages/${conversationId}`,
          groupKey: `conversation:${conversationId}`,
        },
        tx.db,
      );
    return { found, recipientIds: [memberId, ...others] };
  });
  // Replying marks the conversation read (above), so its notifications for the sender are read too.
  await readConversationNotices(ctx, conversationId);
  announceMessage(ctx, { message: toPublicMessage(sent.found), recipientIds: sent.recipientIds });
  return toMessage(sent.found, memberId);
}
