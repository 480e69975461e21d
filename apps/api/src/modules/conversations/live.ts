import type { ChatMessagePublic } from '@fertilia/contracts';
import type { Context } from '../../http/context';

/*
 * Live announcements, made AFTER the transaction has committed. The realtime layer forwards them to the
 * conversation's room, which only participants can join. A failure is logged; the write itself succeeded.
 */

/** `recipientIds`: everyone in the conversation when it was sent (the sender too, for their other tabs). */
export function announceMessage(
  ctx: Context,
  { message, recipientIds }: { message: ChatMessagePublic; recipientIds: number[] },
): void {
  try {
    ctx.events.emit('new_message', {
      conversation_id: message.conversation_id,
      message,
      recipient_ids: recipientIds,
    });
  } catch (err) {
    ctx.log.warn({ err, conversationId: message.conversation_id }, 'new_message not announced');
  }
}

export function announceLeft(
  ctx: Context,
  { conversationId, userId }: { conversationId: number; userId: number },
): void {
  try {
    ctx.events.emit('conversation_left', { conversation_id: conversationId, user_id: userId });
  } catch (err) {
    ctx.log.warn({ err, conversationId }, 'conversation_left not announced');
  }
}

/** A moderator removed a message: ids only, so neither the text nor its sender travels any further. */
export function announceMessageRemoved(
  ctx: Context,
  { conversationId, messageId }: { conversationId: number; messageId: number },
): void {
  try {
    ctx.events.emit('message_removed', { conversation_id: conversationId, message_id: messageId });
  } catch (err) {
    ctx.log.warn({ err, conversationId }, 'message_removed not announced');
  }
}
