import { useCallback, useState } from 'react';
import type { NewPostEvent } from '@fertilia/contracts';
import type { FeedKind } from '../api/keys';

/**
 * A post published since the feed was loaded, as its new_post event told (issue 15). The server sends it
 * only to members who may read it, flagged `following` on the copy for the author's followers. `shownIn`
 * lists the views where the member has already asked to see it.
 */
export type FreshPost = { id: number; following: boolean; shownIn: readonly FeedKind[] };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A new_post is counted only when it names the post by a numeric id. */
export const asNewPost = (payload: unknown): NewPostEvent | null =>
  isRecord(payload) && isRecord(payload.post) && typeof payload.post.id === 'number'
    ? (payload as NewPostEvent)
    : null;

/**
 * Where a new post goes on top: the newest-first feed always (the server already kept away what this
 * member may not read), Following when the member follows its signed author. Trending ranks by reactions
 * and comments, so a post nobody has answered yet has no place at its top.
 */
export const belongsTo = (kind: FeedKind, post: FreshPost): boolean =>
  kind === 'feed' || (kind === 'following' && post.following);

/** The fresh posts a view should offer: those that belong there, not shown there yet, and not loaded there. */
export const pendingIn = (kind: FeedKind, fresh: readonly FreshPost[], loaded: ReadonlySet<number>) =>
  fresh.filter((post) => belongsTo(kind, post) && !post.shownIn.includes(kind) && !loaded.has(post.id));

export type FreshPosts = {
  posts: readonly FreshPost[];
  /** A new_post arrived (a second copy of the same post changes nothing). */
  add(event: NewPostEvent): void;
  /** The post was removed or deleted before it was shown: it is no longer news. */
  forget(postId: number): void;
  /** The member asked to see these posts in the view: they no longer count there. */
  shown(kind: FeedKind, postIds: readonly number[]): void;
};

/** The community screen's list of posts published while it is open. */
export function useFreshPosts(): FreshPosts {
  const [posts, setPosts] = useState<readonly FreshPost[]>([]);
  const add = useCallback((event: NewPostEvent) => {
    setPosts((current) =>
      current.some((post) => post.id === event.post.id)
        ? current
        : [...current, { id: event.post.id, following: event.following === true, shownIn: [] }],
    );
  }, []);
  const forget = useCallback((postId: number) => {
    setPosts((current) =>
      current.some((post) => post.id === postId) ? current.filter((post) => post.id !== postId) : current,
    );
  }, []);
  const shown = useCallback((kind: FeedKind, postIds: readonly number[]) => {
    setPosts((current) =>
      current.map((post) =>
        postIds.includes(post.id) && !post.shownIn.includes(kind)
          ? { ...post, shownIn: [...post.shownIn, kind] }
          : post,
      ),
    );
  }, []);
  return { posts, add, forget, shown };
}
