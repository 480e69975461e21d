import type { QueryClient } from '@tanstack/react-query';
import { COMMUNITY_MESSAGES, type CommunityPost, type CommunityPostPublic } from '@fertilia/contracts';
import type { FeedData } from '../api/get-feed';
import { communityKeys, type FeedKind } from '../api/keys';

type PostChange = (post: CommunityPost) => CommunityPost;

/** Every loaded copy of a post: each feed page and its own screen's entry. */
function loadedPosts(queryClient: QueryClient): CommunityPost[] {
  const found: CommunityPost[] = [];
  for (const [, data] of queryClient.getQueriesData<FeedData>({ queryKey: communityKeys.lists() }))
    for (const page of data?.pages ?? []) found.push(...page.items);
  for (const [, post] of queryClient.getQueriesData<CommunityPost>({ queryKey: communityKeys.posts() }))
    if (post) found.push(post);
  return found;
}

export function findLoadedPost(queryClient: QueryClient, postId: number): CommunityPost | undefined {
  return loadedPosts(queryClient).find((post) => post.id === postId);
}

/** Spec 02 §4: an action on a post that is not in the loaded lists fails with 'Post not found'. */
export function requireLoadedPost(queryClient: QueryClient, postId: number): CommunityPost {
  const post = findLoadedPost(queryClient, postId);
  if (!post) throw new Error(COMMUNITY_MESSAGES.postNotFound);
  return post;
}

/** Applies a change to every loaded copy of the post; returns whether any copy was found. */
export function updateLoadedPost(queryClient: QueryClient, postId: number, change: PostChange): boolean {
  let found = false;
  for (const [key, data] of queryClient.getQueriesData<FeedData>({ queryKey: communityKeys.lists() })) {
    if (!data || !data.pages.some((page) => page.items.some((item) => item.id === postId))) continue;
    found = true;
    queryClient.setQueryData<FeedData>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === postId ? change(item) : item)),
      })),
    });
  }
  for (const [key, post] of queryClient.getQueriesData<CommunityPost>({ queryKey: communityKeys.posts() })) {
    if (post?.id !== postId) continue;
    found = true;
    queryClient.setQueryData(key, change(post));
  }
  return found;
}

/** A deleted post leaves every list; its own entry is dropped. */
export function removeLoadedPost(queryClient: QueryClient, postId: number): void {
  for (const [key, data] of queryClient.getQueriesData<FeedData>({ queryKey: communityKeys.lists() })) {
    if (!data) continue;
    queryClient.setQueryData<FeedData>(key, {
      ...data,
      pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== postId) })),
    });
  }
  queryClient.removeQueries({
    queryKey: communityKeys.posts(),
    predicate: (query) => (query.state.data as CommunityPost | undefined)?.id === postId,
  });
}

/** A new post goes first on the first page of the newest-first feed. */
export function prependToFeed(queryClient: QueryClient, post: CommunityPost): void {
  queryClient.setQueryData<FeedData>(communityKeys.list('feed'), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) =>
            index === 0 ? { ...page, items: [post, ...page.items], total: page.total + 1 } : page,
          ),
        }
      : data,
  );
}

/**
 * Before new posts are shown: the view keeps its first page alone and loads it again, so they arrive on
 * top in the server's order with this member's own fields, and the pages after it follow on from them.
 */
export async function reloadFromTop(queryClient: QueryClient, kind: FeedKind): Promise<void> {
  const key = communityKeys.list(kind);
  queryClient.setQueryData<FeedData>(key, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
  await queryClient.refetchQueries({ queryKey: key, exact: true });
}

export type LivePost = Partial<CommunityPostPublic> & { id: number };

/**
 * Spec 02 §4: a post_update merges into the post with the same id. Events carry the public shape (or only a
 * few fields), so the viewer's own fields (is_liked, user_reaction, is_own) are kept.
 */
export function mergeLivePost(post: CommunityPost, update: LivePost): CommunityPost {
  const { reactions, ...rest } = update;
  return {
    ...post,
    ...rest,
    reactions: reactions
      ? {
          ...post.reactions,
          ...reactions,
          counts: { ...post.reactions.counts, ...reactions.counts },
          user_reaction: post.reactions.user_reaction,
        }
      : post.reactions,
  };
}

/** Hidden or removed posts are shown to their author only (with the moderator's reason). */
export const isShown = (post: CommunityPost) => post.status === 'visible' || post.is_own;
