import { CONVERSATION_MESSAGES, forbidden, isProfessional } from '@fertilia/contracts';
import type { MemberContext } from '../../http/context';
import { toMemberCard, type MemberCardRow } from '../community/member-card-service';
import { requireEntitlement } from '../subscriptions/entitlement-service';
import { followersAmong, privacyOf } from './member-repo';

/**
 * Refuses (403, naming her) when a recipient accepts messages only from members she follows and does not
 * follow the sender (the context's member). Checked when a conversation is started and on every message of
 * a direct one.
 */
export async function assertAcceptsMessages(ctx: MemberContext, recipients: MemberCardRow[]): Promise<void> {
  const senderId = ctx.actor.id;
  const others = recipients.filter((r) => r.id !== senderId);
  const privacy = await privacyOf(
    ctx.db,
    others.map((r) => r.id),
  );
  const choosy = others.filter((r) => privacy.get(r.id) === 'following');
  if (choosy.length === 0) return;
  const following = await followersAmong(
    ctx.db,
    senderId,
    choosy.map((r) => r.id),
  );
  const refusing = choosy.find((r) => !following.has(r.id));
  if (refusing) throw forbidden(CONVERSATION_MESSAGES.refusesMessages(toMemberCard(refusing).display_name));
}

/**
 * A patient's messages to experts and doctors are a plan's entitlement (`expert_chat`, ADR 017): refused with
 * 403, naming what her plan lacks, when she starts or writes in a conversation with one and her plan does not
 * include it. Members among themselves, and professionals answering, are never asked.
 */
export async function assertMayMessage(ctx: MemberContext, recipients: MemberCardRow[]): Promise<void> {
  if (recipients.some((r) => r.id !== ctx.actor.id && isProfessional(r.role)))
    await requireEntitlement(ctx, 'expert_chat');
}
