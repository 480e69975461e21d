import type { ContentStatus } from '@fertilia/contracts';
import type { CommunityEvents } from '../../plugins/community-events';
import type { LockedPost } from './moderation-target-repo';

/**
 * Tells open screens that a post changed under moderation. The payload is partial on purpose: clients
 * merge a post_update into the post with the same id (spec 02 §4), so `status` alone makes a hidden or
 * removed post disappear, and the comment counters alone keep counts right after a comment decision.
 * `visibility` lets the realtime layer keep followers-only posts off the public feed room.
 */
export function announcePostStatus(events: CommunityEvents, post: LockedPost, status: ContentStatus) {
  events.emit('post_update', {
    post: { id: post.id, slug: post.slug, visibility: post.visibility, status },
  });
}

export function announceCommentCount(events: CommunityEvents, post: LockedPost, commentsCount: number) {
  events.emit('post_update', {
    post: {
      id: post.id,
      slug: post.slug,
      visibility: post.visibility,
      comment_count: commentsCount,
      comments_count: commentsCount,
    },
  });
}

/**
 * A removed comment leaves every open thread of its post: its id rides on the post_update that carries the
 * post's new counters (`commentsCount` null when the comment was hidden, so already uncounted).
 */
export function announceCommentRemoved(
  events: CommunityEvents,
  post: LockedPost,
  commentId: number,
  commentsCount: number | null,
) {
  events.emit('post_update', {
    post: {
      id: post.id,
      slug: post.slug,
      visibility: post.visibility,
      ...(commentsCount !== null && { comment_count: commentsCount, comments_count: commentsCount }),
    },
    removed_comment_id: commentId,
  });
}
