import type { BlogPost } from '@fertilia/contracts';

/** A complete post as the API returns it, with the parts a test cares about overridden. */
export const makePost = (id: number, overrides: Partial<BlogPost> = {}): BlogPost => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  content: 'Body',
  content_html: '<p>Body</p>',
  excerpt: `Excerpt of post ${id}`,
  image: '',
  is_published: true,
  published_at: '2026-03-03T09:00:00.000Z',
  reading_minutes: 4,
  author: { id: 1, name: 'Maya Okafor' },
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
  ...overrides,
});
