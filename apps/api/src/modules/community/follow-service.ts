import {
  COMMUNITY_MESSAGES,
  invalidField,
  notFound,
  type CommunityAuthor,
  type FollowResponse,
  type MemberCard,
} from '@fertilia/contracts';
import { inTransaction, type Context, type MemberContext } from '../../http/context';
import { toAuthor } from './dto';
import { deleteFollow, findMember, followCounts, insertFollow, listFollowRows } from './follow-repo';
import { noticeFollow } from './notices';
import { countNamedPosts, type Page } from './post-repo';

async function existingMember(ctx: Context, id: number) {
  const member = await findMember(ctx.db, id);
  if (!member || member.status !== 'active') throw notFound(COMMUNITY_MESSAGES.memberNotFound);
  return member;
}

export async function follow(ctx: MemberContext, memberId: number): Promise<FollowResponse> {
  const me = ctx.actor.id;
  if (memberId === me) throw invalidField('path', 'id', COMMUNITY_MESSAGES.cannotFollowSelf);
  await existingMember(ctx, memberId);
  await inTransaction(ctx, async (tx) => {
    if (await insertFollow(tx.db, me, memberId, tx.clock.now()))
      await noticeFollow(tx, { followerId: me, followeeId: memberId });
  });
  const counts = await followCounts(ctx.db, memberId, me);
  return { message: COMMUNITY_MESSAGES.following, is_following: true, follower_count: counts.followers };
}

/** Idempotent; unfollowing someone you do not follow (yourself included) changes nothing. */
export async function unfollow(ctx: MemberContext, memberId: number): Promise<FollowResponse> {
  const me = ctx.actor.id;
  await existingMember(ctx, memberId);
  await deleteFollow(ctx.db, me, memberId);
  const counts = await followCounts(ctx.db, memberId, me);
  return { message: COMMUNITY_MESSAGES.unfollowed, is_following: false, follower_count: counts.followers };
}

/** A member's public card. Its post count leaves out anonymous posts, which must not be tied to anyone. */
export async function memberCard(ctx: MemberContext, memberId: number): Promise<MemberCard> {
  const member = await existingMember(ctx, memberId);
  const [counts, posts] = await Promise.all([
    followCounts(ctx.db, memberId, ctx.actor.id),
    countNamedPosts(ctx.db, memberId),
  ]);
  return {
    ...toAuthor(member),
    follower_count: counts.followers,
    following_count: counts.following,
    post_count: posts,
    is_following: counts.isFollowing,
  };
}

export type FollowSide = 'followers' | 'following';

export async function listFollows(
  ctx: MemberContext,
  { memberId, side, page }: { memberId: number; side: FollowSide; page: Page },
): Promise<{ items: CommunityAuthor[]; total: number; skip: number; limit: number }> {
  await existingMember(ctx, memberId);
  const { rows, total } = await listFollowRows(ctx.db, memberId, side, page);
  return { items: rows.map(toAuthor), total, skip: page.skip, limit: page.limit };
}
