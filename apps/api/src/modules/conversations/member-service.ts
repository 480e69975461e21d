import type { MemberSearchPage, MessagePrivacy, MessagingSettings } from '@fertilia/contracts';
import { toAuthor } from '../community/dto';
import type { ConversationContext, Member } from './context';
import { privacyOf, savePrivacy, searchMembers } from './member-repo';
import type { Page } from './repo';

/** Members to start a conversation with, found by name or username: public cards only, never e-mail. */
export async function findMembers(
  ctx: ConversationContext,
  member: Member,
  query: { q: string } & Page,
): Promise<MemberSearchPage> {
  const { rows, total } = await searchMembers(ctx.deps.db.db, member.id, query.q, query);
  return { items: rows.map(toAuthor), total, skip: query.skip, limit: query.limit };
}

export async function getMessagingSettings(
  ctx: ConversationContext,
  member: Member,
): Promise<MessagingSettings> {
  const privacy = await privacyOf(ctx.deps.db.db, [member.id]);
  return { accept_messages_from: privacy.get(member.id) ?? 'everyone' };
}

export async function updateMessagingSettings(
  ctx: ConversationContext,
  member: Member,
  value: MessagePrivacy,
): Promise<MessagingSettings> {
  await savePrivacy(ctx.deps.db.db, member.id, value, ctx.deps.clock.now());
  return { accept_messages_from: value };
}
