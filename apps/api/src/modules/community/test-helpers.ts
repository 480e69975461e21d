import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CommunityPost, PostCreateInput } from '@fertilia/contracts';
import { communityPosts } from '../../db/schema';
import { createTestAppWithCast } from '../../test/app';
import { postCreated } from '../../test/http';
import type { Cast, CastSpec, TestUser } from '../../test/users';

/* Shared by the community test files only. */

/**
 * Members, a professional, a moderator (moderation permission) and an unconfirmed account. Alice keeps the
 * default (others see her username); the doctor chose to show her real name.
 */
export const COMMUNITY_CAST = {
  alice: { role: 'patient', values: { firstName: 'Alice', lastName: 'Marsh' } },
  bob: 'patient',
  carol: 'patient',
  doctor: { role: 'doctor', values: { firstName: 'Dana', lastName: 'Reyes', showRealName: true } },
  moderator: 'content_moderator',
  unconfirmed: { role: 'patient', confirmed: false },
} satisfies CastSpec;
export type CommunityCast = Cast<typeof COMMUNITY_CAST>;

/** A fresh test app with the community cast, for a file's beforeAll; close the app in its afterAll. */
export const communityTestApp = () => createTestAppWithCast(COMMUNITY_CAST);

let counter = 0;
export const samplePost = (overrides: Partial<PostCreateInput> = {}): PostCreateInput => ({
  title: `Waiting for transfer day ${++counter}`,
  content: 'Two weeks to go and I am counting every hour.',
  category: 'ivf',
  ...overrides,
});

export const createPost = (
  app: FastifyInstance,
  author: TestUser,
  overrides: Partial<PostCreateInput> = {},
): Promise<CommunityPost> => postCreated(app, author, '/api/community/posts/', samplePost(overrides));

/** Sets columns directly (creation time for trending, a moderator's status) as only tests may. */
export const setPost = (
  app: FastifyInstance,
  id: number,
  values: Partial<typeof communityPosts.$inferInsert>,
) => app.deps.db.db.update(communityPosts).set(values).where(eq(communityPosts.id, id));

export const follow = (app: FastifyInstance, who: TestUser, whom: TestUser) =>
  app.inject({ method: 'POST', url: `/api/community/users/${whom.user.id}/follow/`, headers: who.auth });

/** Proves a response says nothing that identifies `user` (id as an author id, username, e-mail, names). */
export function expectNoTraceOf(body: unknown, user: TestUser['user']): void {
  const text = JSON.stringify(body);
  for (const secret of [user.username, user.email, user.firstName, user.lastName]) {
    if (secret) expect(text, `leaks ${secret}`).not.toContain(secret);
  }
  // No object anywhere carries the author's id as an id of a person.
  expect(text).not.toMatch(new RegExp(`"author":\\{"id":${user.id}[,}]`));
  expect(text).not.toMatch(new RegExp(`"(author_id|user_id)":${user.id}[,}]`));
}
