import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS, type CommunityComment } from '@fertilia/contracts';
import { useLiveSocket, type LiveSocket, type LiveState } from '@/lib/live-socket';
import { addComment } from './comment-cache';
import { mergeLivePost, updateLoadedPost, type LivePost } from './post-cache';

export type NewCommentEvent = { post_id: number; post_slug?: string; comment: CommunityComment };
export type PostUpdateEvent = { post: LivePost };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A post_update is applied only when it names the post by a numeric id. */
export const asPostUpdate = (payload: unknown): PostUpdateEvent | null =>
  isRecord(payload) && isRecord(payload.post) && typeof payload.post.id === 'number'
    ? (payload as PostUpdateEvent)
    : null;

/** Spec 02 §4: only a new_comment with a numeric post_id is applied. */
export const asNewComment = (payload: unknown): NewCommentEvent | null =>
  isRecord(payload) && typeof payload.post_id === 'number' && isRecord(payload.comment)
    ? (payload as NewCommentEvent)
    : null;

/** Spec 02 §4: a post_update merges into the loaded post with the same id. */
export const applyPostUpdate = (queryClient: QueryClient, event: PostUpdateEvent) =>
  updateLoadedPost(queryClient, event.post.id, (post) => mergeLivePost(post, event.post));

/** Spec 02 §4: a new_comment joins its post's thread (once, even when the API answer brought it already). */
export const applyNewComment = (queryClient: QueryClient, event: NewCommentEvent) =>
  addComment(
    queryClient,
    { ...event.comment, post_id: event.post_id, replies: event.comment.replies ?? [] },
    false,
  );

/**
 * Follows a room ('feed' or 'post:<id>') on the tab's live connection while the screen is open and applies
 * its events to the query cache. Returns the connection state for a small status line.
 */
export function useLiveUpdates(room: string | null, connection?: LiveSocket): LiveState {
  const queryClient = useQueryClient();
  return useLiveSocket(
    room ? [room] : null,
    {
      [LIVE_EVENTS.postUpdate]: (payload) => {
        const event = asPostUpdate(payload);
        if (event) applyPostUpdate(queryClient, event);
      },
      [LIVE_EVENTS.newComment]: (payload) => {
        const event = asNewComment(payload);
        if (event) applyNewComment(queryClient, event);
      },
    },
    connection,
  );
}
