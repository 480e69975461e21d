import { CONVERSATION_MESSAGES, type ContentStatus, type ModeratedMessage } from '@fertilia/contracts';
import type { TargetAdapter } from '../moderation/target';
import { announceMessageRemoved } from './live';
import {
  findMessagesByIds,
  lockMessage,
  markMessageRemoved,
  type LockedMessage,
} from './moderation-target-repo';
import { findMembership } from './repo';

/*
 * Conversation messages as the moderation pipeline sees them (moderation/target.ts). A conversation is
 * private: moderators see a message only once someone in it reported it, and never the rest of the thread.
 * A message is never held; a removal keeps the row for the record and shows participants a marker.
 */

type Message = { id: number; authorId: number; status: ContentStatus; conversationId: number };

const toItem = (row: LockedMessage): Message => ({
  id: row.id,
  authorId: row.senderId,
  status: row.removedAt ? 'removed' : 'visible',
  conversationId: row.conversationId,
});

export const messageTarget: TargetAdapter<'message', Message, { message: ModeratedMessage }> = {
  type: 'message',
  texts: {
    notFound: CONVERSATION_MESSAGES.messageNotFound,
    ownItem: CONVERSATION_MESSAGES.ownMessage,
    alreadyReported: CONVERSATION_MESSAGES.alreadyReported,
    alreadyRemoved: CONVERSATION_MESSAGES.messageAlreadyRemoved,
  },
  holdsAtThreshold: false,
  onlyWhileReported: { alreadyDecided: CONVERSATION_MESSAGES.reportsAlreadyDecided },
  audit: {
    reported: 'conversation.message_reported',
    decided: 'conversation.message_decided',
    ids: (message) => ({ message_id: message.id, conversation_id: message.conversationId }),
  },
  /** Only a participant who can see it (sent after they joined), while it is there to report. */
  async findForReport(tx, id) {
    const row = await lockMessage(tx.db, id);
    if (!row || row.removedAt) return undefined;
    const membership = await findMembership(tx.db, row.conversationId, tx.actor.id);
    return membership && row.id > membership.participant.visibleAfter ? toItem(row) : undefined;
  },
  lock: async (tx, id) => {
    const row = await lockMessage(tx.db, id);
    return row && toItem(row);
  },
  async setStatus(tx, { item, to, reason }) {
    // Messages are never held, so the only change a decision makes is a removal.
    if (to !== 'removed') return null;
    await markMessageRemoved(tx.db, item.id, reason ?? '', tx.clock.now());
    // Ids only, so neither the text nor its sender travels any further.
    return (ctx) => announceMessageRemoved(ctx, { conversationId: item.conversationId, messageId: item.id });
  },
  notice: (message, outcome, reason) =>
    outcome === 'removed'
      ? {
          userId: message.authorId,
          type: 'moderation_decision',
          title: CONVERSATION_MESSAGES.removedTitle,
          message: CONVERSATION_MESSAGES.removedText(reason ?? ''),
          link: `/messages/${message.conversationId}`,
        }
      : null,
  // Chats may be medical: the sender's notification says it, no e-mail quotes the message.
  removalMail: () => null,
  async queueViews(ctx, ids) {
    return (await findMessagesByIds(ctx.db, ids)).map((message) => ({
      id: message.id,
      authorId: message.senderId,
      show: (author) => ({
        message: {
          id: message.id,
          conversation_id: message.conversationId,
          content: message.content,
          status: message.removedAt ? 'removed' : 'visible',
          moderation_reason: message.removalReason,
          author,
          created_at: message.createdAt.toISOString(),
        },
      }),
    }));
  },
};
