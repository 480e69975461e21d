export const FEED_KINDS = ['feed', 'trending', 'following'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** Every community query lives under ['community'], so one invalidation refreshes them all. */
export const communityKeys = {
  all: ['community'] as const,
  lists: () => ['community', 'list'] as const,
  list: (kind: FeedKind) => ['community', 'list', kind] as const,
  posts: () => ['community', 'post'] as const,
  post: (slug: string) => ['community', 'post', slug] as const,
  allComments: () => ['community', 'comments'] as const,
  comments: (postId: number) => ['community', 'comments', postId] as const,
  member: (id: number) => ['community', 'member', id] as const,
  reactions: (slug: string) => ['community', 'reactions', slug] as const,
};
