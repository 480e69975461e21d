import {
  REACTION_TYPES,
  ROLE_LABELS,
  isProfessional,
  publicName,
  type CommunityAuthor,
  type CommunityPost,
  type CommunityPostPublic,
  type PublicReactionSummary,
  type ReactionSummary,
  type ReactionType,
} from '@fertilia/contracts';
import type { AuthorRow } from './author-repo';
import type { PostRow, PostWithAuthor, ReactionTally } from './post-repo';
import type { Viewer } from './access';

/** The name other members see of this row, by the one rule in contracts (`publicName`). */
export const publicNameOf = (row: Pick<AuthorRow, 'username' | 'firstName' | 'lastName' | 'showRealName'>) =>
  publicName({
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    show_real_name: row.showRealName,
  });

/** A member card: the username, or her real name when she chose to show it. */
export function toAuthor(row: AuthorRow): CommunityAuthor {
  return {
    id: row.id,
    username: row.username,
    display_name: publicNameOf(row),
    avatar: row.avatarUrl ?? row.profilePicture ?? null,
    // The professional badge is earned by a checked licence (ADR 009), not by the role chosen at sign-up.
    role_label:
      isProfessional(row.role) && row.verificationStatus === 'verified' ? ROLE_LABELS[row.role] : null,
  };
}

export type PostTallies = { counts: Record<ReactionType, number>; userReaction: ReactionType | null };

/** Groups the one-query tallies by post. */
export function talliesByPost(rows: ReactionTally[]): Map<number, PostTallies> {
  const byPost = new Map<number, PostTallies>();
  for (const row of rows) {
    let entry = byPost.get(row.postId);
    if (!entry) {
      entry = { counts: emptyCounts(), userReaction: null };
      byPost.set(row.postId, entry);
    }
    entry.counts[row.type] = row.count;
    if (row.mine) entry.userReaction = row.type;
  }
  return byPost;
}

const emptyCounts = (): Record<ReactionType, number> =>
  Object.fromEntries(REACTION_TYPES.map((t) => [t, 0])) as Record<ReactionType, number>;
export const noTallies = (): PostTallies => ({ counts: emptyCounts(), userReaction: null });

/** like_count and total_count come from the row's atomic counters, the per-type split from the tallies. */
export const publicReactions = (post: PostRow, tallies: PostTallies): PublicReactionSummary => ({
  like_count: post.likesCount,
  total_count: post.reactionsCount,
  counts: tallies.counts,
});

export const viewerReactions = (post: PostRow, tallies: PostTallies): ReactionSummary => ({
  ...publicReactions(post, tallies),
  user_reaction: tallies.userReaction,
});

/** The viewer-independent post: an anonymous post has no author at all. */
export function toPublicPost({ post, author }: PostWithAuthor, tallies: PostTallies): CommunityPostPublic {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    content: post.content,
    category: post.category,
    visibility: post.visibility,
    is_anonymous: post.isAnonymous,
    tags: post.tags,
    image: post.image,
    image_alt: post.imageAlt,
    author: post.isAnonymous ? null : toAuthor(author),
    likes_count: post.likesCount,
    comment_count: post.commentsCount,
    comments_count: post.commentsCount,
    reactions: publicReactions(post, tallies),
    status: post.status,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  };
}

/** The post as one viewer sees it: their reaction, whether it is theirs, and what only staff may see. */
export function toViewerPost(found: PostWithAuthor, tallies: PostTallies, viewer: Viewer): CommunityPost {
  const own = found.post.authorId === viewer.id;
  return {
    ...toPublicPost(found, tallies),
    reactions: viewerReactions(found.post, tallies),
    is_liked: tallies.userReaction === 'like',
    is_own: own,
    moderation_reason: own || viewer.canModerate ? found.post.moderationReason : null,
    ...(found.post.isAnonymous && viewer.canModerate && { moderation_author: toAuthor(found.author) }),
  };
}
