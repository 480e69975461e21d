import {
  CONVERSATION_MESSAGES,
  invalidField,
  notFound,
  type Conversation,
  type ConversationCreate,
  type ConversationPage,
  type MessageResponse,
} from '@fertilia/contracts';
import { inTransaction, type MemberContext } from '../../http/context';
import type { MemberCardRow } from '../community/member-card-service';
import { toConversation } from './dto';
import { announceLeft } from './live';
import { findReachableMembers } from './member-repo';
import { lastVisibleMessages } from './message-repo';
import { assertAcceptsMessages, assertMayMessage } from './privacy';
import {
  activeParticipants,
  addParticipants,
  findDirectConversation,
  findMembership,
  insertConversation,
  listMemberships,
  markLeft,
  markRead,
  unreadCounts,
  type Membership,
  type Page,
} from './repo';

/**
 * The member's place in the conversation (locked with `lock`, inside a transaction); anyone not (or no
 * longer) in it is told it does not exist.
 */
export async function membershipOrNotFound(
  ctx: MemberContext,
  { conversationId, lock = false }: { conversationId: number; lock?: boolean },
): Promise<Membership> {
  const found = await findMembership(ctx.db, conversationId, ctx.actor.id, lock);
  if (!found) throw notFound(CONVERSATION_MESSAGES.conversationNotFound);
  return found;
}

/** Builds the answers for several conversations in four queries, whatever their number. */
async function present(ctx: MemberContext, rows: Membership[]): Promise<Conversation[]> {
  const memberId = ctx.actor.id;
  const ids = rows.map((r) => r.conversation.id);
  const [members, last, unread] = await Promise.all([
    activeParticipants(ctx.db, ids),
    lastVisibleMessages(ctx.db, memberId, ids),
    unreadCounts(ctx.db, memberId, ids),
  ]);
  const membersOf = new Map<number, MemberCardRow[]>();
  for (const { conversationId, member } of members)
    membersOf.set(conversationId, [...(membersOf.get(conversationId) ?? []), member]);
  return rows.map((row) =>
    toConversation(
      row,
      memberId,
      membersOf.get(row.conversation.id) ?? [],
      last.get(row.conversation.id),
      unread.get(row.conversation.id) ?? 0,
    ),
  );
}

export async function listConversations(ctx: MemberContext, page: Page): Promise<ConversationPage> {
  const { rows, total } = await listMemberships(ctx.db, ctx.actor.id, page);
  return { items: await present(ctx, rows), total, skip: page.skip, limit: page.limit };
}

export async function getConversation(ctx: MemberContext, conversationId: number): Promise<Conversation> {
  const found = await membershipOrNotFound(ctx, { conversationId });
  return (await present(ctx, [found]))[0]!;
}

const directKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;

/**
 * Starts a conversation. One participant and no title: the direct conversation of the two, reused if it
 * exists (someone who had left it is brought back, seeing only what is said from then on). A title, or
 * several participants: a new conversation. Every participant must be a reachable member who accepts
 * messages from the creator. `created` tells a new conversation (201) from a reused one (200).
 */
export async function createConversation(
  ctx: MemberContext,
  input: ConversationCreate,
): Promise<{ conversation: Conversation; created: boolean }> {
  const memberId = ctx.actor.id;
  const ids = (input.participants ?? []).filter((id) => id !== memberId);
  if (input.participants && ids.length === 0)
    throw invalidField('body', 'participants', CONVERSATION_MESSAGES.cannotMessageSelf);
  const members = await findReachableMembers(ctx.db, ids);
  if (members.length !== ids.length) throw notFound(CONVERSATION_MESSAGES.memberNotFound);
  await assertAcceptsMessages(ctx, members);
  await assertMayMessage(ctx, members);

  const now = ctx.clock.now();
  const { id, created } = await inTransaction(ctx, async (tx) => {
    if (input.title === undefined && ids.length === 1) {
      const key = directKey(memberId, ids[0]!);
      const inserted = await insertConversation(tx.db, {
        type: 'direct',
        directKey: key,
        createdBy: memberId,
        createdAt: now,
        lastMessageAt: now,
      });
      const conversation = inserted ?? (await findDirectConversation(tx.db, key))!;
      await addParticipants(tx.db, conversation.id, [memberId, ...ids], now);
      return { id: conversation.id, created: inserted !== undefined };
    }
    const conversation = (await insertConversation(tx.db, {
      title: input.title ?? null,
      type: input.title === undefined ? 'group' : input.type,
      createdBy: memberId,
      createdAt: now,
      lastMessageAt: now,
    }))!;
    await addParticipants(tx.db, conversation.id, [memberId, ...ids], now);
    return { id: conversation.id, created: true };
  });
  return { conversation: await getConversation(ctx, id), created };
}

export async function leaveConversation(
  ctx: MemberContext,
  conversationId: number,
): Promise<MessageResponse> {
  await inTransaction(ctx, async (tx) => {
    await membershipOrNotFound(tx, { conversationId, lock: true });
    await markLeft(tx.db, conversationId, tx.actor.id, tx.clock.now());
  });
  announceLeft(ctx, { conversationId, userId: ctx.actor.id });
  return { message: CONVERSATION_MESSAGES.left };
}

/** Once a conversation is read, its 'new message' notifications are too (they share its group key). */
export const readConversationNotices = (ctx: MemberContext, conversationId: number) =>
  ctx.notifications.markGroupRead({
    userId: ctx.actor.id,
    type: 'conversation_message',
    groupKey: `conversation:${conversationId}`,
  });

export async function markConversationRead(ctx: MemberContext, conversationId: number) {
  await membershipOrNotFound(ctx, { conversationId });
  await markRead(ctx.db, conversationId, ctx.actor.id);
  await readConversationNotices(ctx, conversationId);
  return { message: CONVERSATION_MESSAGES.marked, conversation_id: conversationId, unread_count: 0 };
}
