import {
  COMMUNITY_MESSAGES,
  type FollowResponse,
  type MemberCard,
  type CommunityAuthor,
} from '@fertilia/contracts';
import { invalidField, notFound } from '../../lib/http-error';
import { toAuthor } from './dto';
import { deleteFollow, findMember, followCounts, insertFollow, listFollowRows } from './follow-repo';
import { countNamedPosts, type Page } from './post-repo';
import { noticeFollow } from './notices';
import type { CommunityContext, Viewer } from './viewer';

async function existingMember(ctx: CommunityContext, id: number) {
  const member = await findMember(ctx.deps.db.db, id);
  if (!member || member.status !== 'active') throw notFound(COMMUNITY_MESSAGES.memberNotFound);
  return member;
}

export async function follow(
  ctx: CommunityContext,
  viewer: Viewer,
  memberId: number,
): Promise<FollowResponse> {
  if (memberId === viewer.id) throw invalidField('path', 'id', COMMUNITY_MESSAGES.cannotFollowSelf);
  await existingMember(ctx, memberId);
  const db = ctx.deps.db.db;
  await db.transaction(async (tx) => {
    if (await insertFollow(tx, viewer.id, memberId, ctx.deps.clock.now()))
      await noticeFollow(ctx, tx, viewer.id, memberId);
  });
  const counts = await followCounts(db, memberId, viewer.id);
  return { message: COMMUNITY_MESSAGES.following, is_following: true, follower_count: counts.followers };
}

/** Idempotent; unfollowing someone you do not follow (yourself included) changes nothing. */
export async function unfollow(
  ctx: CommunityContext,
  viewer: Viewer,
  memberId: number,
): Promise<FollowResponse> {
  await existingMember(ctx, memberId);
  const db = ctx.deps.db.db;
  await deleteFollow(db, viewer.id, memberId);
  const counts = await followCounts(db, memberId, viewer.id);
  return { message: COMMUNITY_MESSAGES.unfollowed, is_following: false, follower_count: counts.followers };
}

/** A member's public card. Its post count leaves out anonymous posts, which must not be tied to anyone. */
export async function memberCard(
  ctx: CommunityContext,
  viewer: Viewer,
  memberId: number,
): Promise<MemberCard> {
  const member = await existingMember(ctx, memberId);
  const db = ctx.deps.db.db;
  const [counts, posts] = await Promise.all([
    followCounts(db, memberId, viewer.id),
    countNamedPosts(db, memberId),
  ]);
  return {
    ...toAuthor(member),
    follower_count: counts.followers,
    following_count: counts.following,
    post_count: posts,
    is_following: counts.isFollowing,
  };
}

export async function listFollows(
  ctx: CommunityContext,
  memberId: number,
  side: 'followers' | 'following',
  page: Page,
): Promise<{ items: CommunityAuthor[]; total: number; skip: number; limit: number }> {
  await existingMember(ctx, memberId);
  const { rows, total } = await listFollowRows(ctx.deps.db.db, memberId, side, page);
  return { items: rows.map(toAuthor), total, skip: page.skip, limit: page.limit };
}
