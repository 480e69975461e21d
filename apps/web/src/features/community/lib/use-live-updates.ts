import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS, type CommunityComment, type PostUpdateExtras } from '@fertilia/contracts';
import { useLiveSocket, type LiveSocket, type LiveState } from '@/lib/live-socket';
import { addComment, takeOutComment } from './comment-cache';
import { communityKeys } from '../api/keys';
import { asNewPost, type FreshPosts } from './fresh-posts';
import { mergeLivePost, updateLoadedPost, type LivePost } from './post-cache';

export type NewCommentEvent = { post_id: number; post_slug?: string; comment: CommunityComment };
export type PostUpdateEvent = { post: LivePost } & PostUpdateExtras;

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

/**
 * Spec 02 §4: a post_update merges into the loaded post with the same id. One naming a removed or deleted
 * comment also takes it (and its replies) out of the thread; the counters merged with it are already new.
 * A removed post needs nothing more: its status keeps it off the lists (post-cache `isShown`).
 */
export function applyPostUpdate(queryClient: QueryClient, event: PostUpdateEvent): void {
  updateLoadedPost(queryClient, event.post.id, (post) => mergeLivePost(post, event.post));
  if (typeof event.removed_comment_id === 'number')
    takeOutComment(queryClient, event.post.id, event.removed_comment_id);
}

/** Spec 02 §4: a new_comment joins its post's thread (once, even when the API answer brought it already). */
export const applyNewComment = (queryClient: QueryClient, event: NewCommentEvent) =>
  addComment(
    queryClient,
    { ...event.comment, post_id: event.post_id, replies: event.comment.replies ?? [] },
    false,
  );

/**
 * Follows a room ('feed' or 'post:<id>') on the tab's live connection while the screen is open and applies
 * its events to the query cache. With `fresh` (the community screen), new posts are collected there, and a
 * collected post that is removed before it is shown is forgotten. Returns the connection state for a small
 * status line.
 */
export function useLiveUpdates(
  room: string | null,
  { connection, fresh }: { connection?: LiveSocket; fresh?: Pick<FreshPosts, 'add' | 'forget'> } = {},
): LiveState {
  const queryClient = useQueryClient();
  const state = useLiveSocket(
    room ? [room] : null,
    {
      [LIVE_EVENTS.postUpdate]: (payload) => {
        const event = asPostUpdate(payload);
        if (!event) return;
        applyPostUpdate(queryClient, event);
        if (event.post.status !== undefined && event.post.status !== 'visible') fresh?.forget(event.post.id);
      },
      [LIVE_EVENTS.newComment]: (payload) => {
        const event = asNewComment(payload);
        if (event) applyNewComment(queryClient, event);
      },
      ...(fresh && {
        [LIVE_EVENTS.newPost]: (payload: unknown) => {
          const event = asNewPost(payload);
          if (event) fresh.add(event);
        },
      }),
    },
    connection,
  );
  useCatchUpAfterReconnection(state, queryClient);
  return state;
}

/**
 * Events sent while the connection was down are lost, not replayed: once it is open again, the screen reads
 * what it shows afresh (posts, counts, comments, and any post published meanwhile), so nothing stays stale.
 */
function useCatchUpAfterReconnection(state: LiveState, queryClient: QueryClient) {
  const openedBefore = useRef(false);
  useEffect(() => {
    if (state !== 'open') return;
    if (openedBefore.current) void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    openedBefore.current = true;
  }, [state, queryClient]);
}
