import type { CommunityPost, ReactionResult, ReactionType } from '@fertilia/contracts';

/** The parts of a post a reaction changes. */
export type ReactionState = Pick<CommunityPost, 'likes_count' | 'is_liked' | 'reactions'>;

const down = (n: number) => Math.max(0, n - 1);

/**
 * Spec 02 §4 "Unlike" / typed reaction removed: that type's count and the total drop by one (never below 0)
 * and user_reaction is cleared; for `like` also likes_count, like_count and is_liked. Nothing changes when
 * the viewer's reaction is not of that type.
 */
export function withoutReaction<T extends ReactionState>(post: T, type: ReactionType): T {
  const { reactions } = post;
  const mine = reactions.user_reaction === type || (type === 'like' && post.is_liked);
  if (!mine) return post;
  const isLike = type === 'like';
  return {
    ...post,
    likes_count: isLike ? down(post.likes_count) : post.likes_count,
    is_liked: isLike ? false : post.is_liked,
    reactions: {
      ...reactions,
      like_count: isLike ? down(reactions.like_count) : reactions.like_count,
      total_count: down(reactions.total_count),
      counts: { ...reactions.counts, [type]: down(reactions.counts[type]) },
      user_reaction: null,
    },
  };
}

/**
 * Spec 02 §4 "Like" / typed reaction added: that type's count and the total rise by one and user_reaction
 * becomes the type; for `like` also likes_count, like_count, and is_liked. A member has one reaction, so a
 * different earlier one is taken away first (as the server does).
 */
export function withReaction<T extends ReactionState>(post: T, type: ReactionType): T {
  const previous = post.reactions.user_reaction;
  if (previous === type) return post;
  const base = previous ? withoutReaction(post, previous) : post;
  const { reactions } = base;
  const isLike = type === 'like';
  return {
    ...base,
    likes_count: isLike ? base.likes_count + 1 : base.likes_count,
    is_liked: isLike ? true : base.is_liked,
    reactions: {
      ...reactions,
      like_count: isLike ? reactions.like_count + 1 : reactions.like_count,
      total_count: reactions.total_count + 1,
      counts: { ...reactions.counts, [type]: reactions.counts[type] + 1 },
      user_reaction: type,
    },
  };
}

/** The server's answer is the truth about counts others changed meanwhile; it replaces the local estimate. */
export function withServerCounts<T extends ReactionState>(post: T, result: ReactionResult): T {
  return { ...post, likes_count: result.likes_count, is_liked: result.is_liked, reactions: result.reactions };
}
