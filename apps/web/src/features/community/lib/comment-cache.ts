import type { QueryClient } from '@tanstack/react-query';
import type { CommunityComment } from '@fertilia/contracts';
import type { CommentsData } from '../api/get-comments';
import { communityKeys } from '../api/keys';
import { containsComment, insertComment, removeComment, replaceComment } from './comment-tree';
import { updateLoadedPost } from './post-cache';

const recount = (delta: number) => (post: { comment_count: number; comments_count: number }) => ({
  comment_count: Math.max(0, post.comment_count + delta),
  comments_count: Math.max(0, post.comments_count + delta),
});

/**
 * Appends a comment to its post's loaded thread, once: the author's own comment may arrive twice (the API
 * answer and the live event). Returns whether it was added. With `count`, both comment counts rise by 1
 * (spec 02 §4 "Comment added"); live events leave counting to the post_update that follows them.
 */
export function addComment(queryClient: QueryClient, comment: CommunityComment, count: boolean): boolean {
  const key = communityKeys.comments(comment.post_id);
  const data = queryClient.getQueryData<CommentsData>(key);
  if (data?.pages.some((page) => containsComment(page.items, comment.id))) return false;
  let added = false;
  if (data && data.pages.length > 0) {
    const pages = [...data.pages];
    if (comment.parent_id === null) {
      const last = pages.length - 1;
      pages[last] = { ...pages[last]!, items: insertComment(pages[last]!.items, comment)! };
      added = true;
    } else {
      for (let i = 0; i < pages.length && !added; i++) {
        const items = insertComment(pages[i]!.items, comment);
        if (items) {
          pages[i] = { ...pages[i]!, items };
          added = true;
        }
      }
    }
    if (added) queryClient.setQueryData<CommentsData>(key, { ...data, pages });
  }
  if (count) updateLoadedPost(queryClient, comment.post_id, (post) => ({ ...post, ...recount(1)(post) }));
  return added;
}

/**
 * Takes a comment with its replies out of its post's loaded thread, leaving the counts alone (a live
 * post_update brings the server's own). Answers how many comments went, or null when no thread is loaded.
 */
export function takeOutComment(queryClient: QueryClient, postId: number, commentId: number): number | null {
  const key = communityKeys.comments(postId);
  const data = queryClient.getQueryData<CommentsData>(key);
  if (!data) return null;
  let removed = 0;
  const pages = data.pages.map((page) => {
    const result = removeComment(page.items, commentId);
    removed += result.removed;
    return { ...page, items: result.tree };
  });
  if (removed) queryClient.setQueryData<CommentsData>(key, { ...data, pages });
  return removed;
}

/**
 * Spec 02 §4 "Comment deleted": it leaves the thread (with its replies) and the counts drop, never below 0.
 * A loaded thread without it was already told by the live post_update, whose counts are the server's.
 */
export function dropComment(queryClient: QueryClient, postId: number, commentId: number): void {
  const removed = takeOutComment(queryClient, postId, commentId);
  if (removed === 0) return;
  const delta = -(removed ?? 1);
  updateLoadedPost(queryClient, postId, (post) => ({ ...post, ...recount(delta)(post) }));
}

export function editComment(queryClient: QueryClient, comment: CommunityComment): void {
  queryClient.setQueryData<CommentsData>(communityKeys.comments(comment.post_id), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: replaceComment(page.items, comment) })),
        }
      : data,
  );
}
