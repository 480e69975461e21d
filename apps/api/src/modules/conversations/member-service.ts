import type { MemberSearchPage, MessagePrivacy, MessagingSettings } from '@fertilia/contracts';
import type { MemberContext } from '../../http/context';
import { toMemberCard } from '../community/member-card-service';
import { privacyOf, savePrivacy, searchMembers } from './member-repo';
import type { Page } from './repo';

/** Members to start a conversation with, found by what others see of them (member-repo): public cards only. */
export async function findMembers(
  ctx: MemberContext,
  query: { q: string } & Page,
): Promise<MemberSearchPage> {
  const { rows, total } = await searchMembers(ctx.db, ctx.actor.id, query.q, query);
  return { items: rows.map(toMemberCard), total, skip: query.skip, limit: query.limit };
}

export async function getMessagingSettings(ctx: MemberContext): Promise<MessagingSettings> {
  const privacy = await privacyOf(ctx.db, [ctx.actor.id]);
  return { accept_messages_from: privacy.get(ctx.actor.id) ?? 'everyone' };
}

export async function updateMessagingSettings(
  ctx: MemberContext,
  value: MessagePrivacy,
): Promise<MessagingSettings> {
  await savePrivacy(ctx.db, ctx.actor.id, value, ctx.clock.now());
  return { accept_messages_from: value };
}
