import {
  CONVERSATION_MESSAGES,
  type Conversation,
  type ConversationCreate,
  type ConversationPage,
} from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { invalidField, notFound } from '../../lib/http-error';
import type { AuthorRow } from '../community/author-repo';
import type { ConversationContext, Member } from './context';
import { toConversation } from './dto';
import { announceLeft } from './live';
import { findReachableMembers } from './member-repo';
import { lastVisibleMessages } from './message-repo';
import { assertAcceptsMessages } from './privacy';
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

/** The member's place in the conversation; anyone not (or no longer) in it is told it does not exist. */
export async function membershipOrNotFound(
  db: DbOrTx,
  conversationId: number,
  memberId: number,
  lock = false,
) {
  const found = await findMembership(db, conversationId, memberId, lock);
  if (!found) throw notFound(CONVERSATION_MESSAGES.conversationNotFound);
  return found;
}

/** Builds the answers for several conversations in four queries, whatever their number. */
async function present(db: DbOrTx, memberId: number, rows: Membership[]): Promise<Conversation[]> {
  const ids = rows.map((r) => r.conversation.id);
  const [members, last, unread] = await Promise.all([
    activeParticipants(db, ids),
    lastVisibleMessages(db, memberId, ids),
    unreadCounts(db, memberId, ids),
  ]);
  const membersOf = new Map<number, AuthorRow[]>();
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

export async function listConversations(
  ctx: ConversationContext,
  member: Member,
  page: Page,
): Promise<ConversationPage> {
  const db = ctx.deps.db.db;
  const { rows, total } = await listMemberships(db, member.id, page);
  return { items: await present(db, member.id, rows), total, skip: page.skip, limit: page.limit };
}

export async function getConversation(
  ctx: ConversationContext,
  member: Member,
  conversationId: number,
): Promise<Conversation> {
  const db = ctx.deps.db.db;
  const found = await membershipOrNotFound(db, conversationId, member.id);
  return (await present(db, member.id, [found]))[0]!;
}

const directKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;

/**
 * Starts a conversation. One participant and no title: the direct conversation of the two, reused if it
 * exists (someone who had left it is brought back, seeing only what is said from then on). A title, or
 * several participants: a new conversation. Every participant must be a reachable member who accepts
 * messages from the creator. `created` tells a new conversation (201) from a reused one (200).
 */
export async function createConversation(
  ctx: ConversationContext,
  member: Member,
  input: ConversationCreate,
): Promise<{ conversation: Conversation; created: boolean }> {
  const db = ctx.deps.db.db;
  const ids = (input.participants ?? []).filter((id) => id !== member.id);
  if (input.participants && ids.length === 0)
    throw invalidField('body', 'participants', CONVERSATION_MESSAGES.cannotMessageSelf);
  const members = await findReachableMembers(db, ids);
  if (members.length !== ids.length) throw notFound(CONVERSATION_MESSAGES.memberNotFound);
  await assertAcceptsMessages(db, member.id, members);

  const now = ctx.deps.clock.now();
  const { id, created } = await db.transaction(async (tx) => {
    if (input.title === undefined && ids.length === 1) {
      const key = directKey(member.id, ids[0]!);
      const inserted = await insertConversation(tx, {
        type: 'direct',
        directKey: key,
        createdBy: member.id,
        createdAt: now,
        lastMessageAt: now,
      });
      const conversation = inserted ?? (await findDirectConversation(tx, key))!;
      await addParticipants(tx, conversation.id, [member.id, ...ids], now);
      return { id: conversation.id, created: inserted !== undefined };
    }
    const conversation = (await insertConversation(tx, {
      title: input.title ?? null,
      type: input.title === undefined ? 'group' : input.type,
      createdBy: member.id,
      createdAt: now,
      lastMessageAt: now,
    }))!;
    await addParticipants(tx, conversation.id, [member.id, ...ids], now);
    return { id: conversation.id, created: true };
  });
  return { conversation: await getConversation(ctx, member, id), created };
}

export async function leaveConversation(ctx: ConversationContext, member: Member, conversationId: number) {
  const db = ctx.deps.db.db;
  await db.transaction(async (tx) => {
    await membershipOrNotFound(tx, conversationId, member.id, true);
    await markLeft(tx, conversationId, member.id, ctx.deps.clock.now());
  });
  announceLeft(ctx, conversationId, member.id);
  return { message: CONVERSATION_MESSAGES.left };
}

/** Once a conversation is read, its 'new message' notifications are too (they share its group key). */
export const readConversationNotices = (ctx: ConversationContext, memberId: number, conversationId: number) =>
  ctx.readNotifications({
    userId: memberId,
    type: 'conversation_message',
    groupKey: `conversation:${conversationId}`,
  });

export async function markConversationRead(ctx: ConversationContext, member: Member, conversationId: number) {
  const db = ctx.deps.db.db;
  await membershipOrNotFound(db, conversationId, member.id);
  await markRead(db, conversationId, member.id);
  await readConversationNotices(ctx, member.id, conversationId);
  return { message: CONVERSATION_MESSAGES.marked, conversation_id: conversationId, unread_count: 0 };
}
