import type { FastifyInstance } from 'fastify';
import type { BlogPost, BlogPostInput } from '@fertilia/contracts';
import { createTestAppWithCast } from '../../test/app';
import { postCreated } from '../../test/http';
import type { Cast, CastSpec, TestUser } from '../../test/users';

/* Shared by the blog test files only. */

/** One user per kind of reader and writer the blog rules tell apart. */
export const BLOG_CAST = {
  moderator: { role: 'content_moderator', values: { firstName: 'Maya', lastName: 'Okafor' } },
  admin: 'admin',
  patient: 'patient',
  support: 'support',
  finance: 'finance',
} satisfies CastSpec;
export type BlogCast = Cast<typeof BLOG_CAST>;

/** A fresh test app with the blog cast, for a file's beforeAll; close the app in its afterAll. */
export const blogTestApp = () => createTestAppWithCast(BLOG_CAST);

let counter = 0;
export const samplePost = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: `Sample post ${++counter}`,
  content: 'A first paragraph about **cycle tracking**.\n\n## Next steps\n\nTalk to your clinic.',
  ...overrides,
});

export const createPost = (
  app: FastifyInstance,
  author: TestUser,
  overrides: Partial<BlogPostInput> = {},
): Promise<BlogPost> => postCreated(app, author, '/api/blog/', samplePost(overrides));
