import type { CommunityComment, CommunityPost, CommunityPostPage } from '@fertilia/contracts';
import type { FeedData } from './api/get-feed';

type Reactions = CommunityPost['reactions'];

/** A post's reactions as the API sums them: `counts` per kind (the rest 0) and the reader's own, if any. */
export function makeReactions(
  counts: Partial<Reactions['counts']> = {},
  user_reaction: Reactions['user_reaction'] = null,
): Reactions {
  const all = { like: 0, heart: 0, hug: 0, celebrate: 0, insightful: 0, ...counts };
  const total_count = Object.values(all).reduce((sum, n) => sum + n, 0);
  return { like_count: all.like, total_count, counts: all, user_reaction };
}

/** A post as the API answers it, with what a test cares about overridden. */
export function makePost(overrides: Partial<CommunityPost> = {}): CommunityPost {
  return {
    id: 1,
    slug: 'first-steps',
    title: 'First steps',
    content: 'Starting our first IVF cycle next week.',
    category: 'IVF journey',
    visibility: 'public',
    is_anonymous: false,
    tags: ['ivf'],
    image: '',
    image_alt: '',
    author: { id: 7, username: 'mara', display_name: 'Mara Lind', avatar: null, role_label: null },
    likes_count: 0,
    comment_count: 0,
    comments_count: 0,
    reactions: makeReactions(),
    status: 'visible',
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    is_liked: false,
    is_own: false,
    moderation_reason: null,
    ...overrides,
  };
}

export function makeComment(overrides: Partial<CommunityComment> = {}): CommunityComment {
  return {
    id: 100,
    content: 'Wishing you the best!',
    post_id: 1,
    is_anonymous: false,
    parent_id: null,
    author: { id: 8, username: 'noor', display_name: 'Noor Aziz', avatar: null, role_label: null },
    is_own: false,
    replies: [],
    created_at: '2026-01-05T11:00:00.000Z',
    updated_at: '2026-01-05T11:00:00.000Z',
    ...overrides,
  };
}

export const pageOf = (items: CommunityPost[], skip = 0, limit = 20): CommunityPostPage => ({
  items,
  total: items.length,
  skip,
  limit,
});

export const feedOf = (items: CommunityPost[]): FeedData => ({ pages: [pageOf(items)], pageParams: [0] });
