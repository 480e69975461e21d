import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CommunityPost, PostCreateInput } from '@fertilia/contracts';
import { communityPosts } from '../../db/schema';
import { createUserWithToken, type TestUser } from '../../test/users';

/* Shared by the community test files only. */

export type CommunityCast = {
  alice: TestUser;
  bob: TestUser;
  carol: TestUser;
  doctor: TestUser;
  moderator: TestUser;
  unconfirmed: TestUser;
};

/** Members, a professional, a moderator (moderation permission) and an unconfirmed account. */
export async function communityCast(app: FastifyInstance): Promise<CommunityCast> {
  return {
    alice: await createUserWithToken(app, {
      role: 'patient',
      values: { firstName: 'Alice', lastName: 'Marsh' },
    }),
    bob: await createUserWithToken(app, { role: 'patient' }),
    carol: await createUserWithToken(app, { role: 'patient' }),
    doctor: await createUserWithToken(app, {
      role: 'doctor',
      values: { firstName: 'Dana', lastName: 'Reyes' },
    }),
    moderator: await createUserWithToken(app, { role: 'content_moderator' }),
    unconfirmed: await createUserWithToken(app, { role: 'patient', confirmed: false }),
  };
}

let counter = 0;
export const samplePost = (overrides: Partial<PostCreateInput> = {}): PostCreateInput => ({
  title: `Waiting for transfer day ${++counter}`,
  content: 'Two weeks to go and I am counting every hour.',
  category: 'ivf',
  ...overrides,
});

export async function createPost(
  app: FastifyInstance,
  author: TestUser,
  overrides: Partial<PostCreateInput> = {},
): Promise<CommunityPost> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/community/posts/',
    headers: author.auth,
    payload: samplePost(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Sets columns directly (creation time for trending, a moderator's status) as only tests may. */
export const setPost = (
  app: FastifyInstance,
  id: number,
  values: Partial<typeof communityPosts.$inferInsert>,
) => app.deps.db.db.update(communityPosts).set(values).where(eq(communityPosts.id, id));

export const follow = (app: FastifyInstance, who: TestUser, whom: TestUser) =>
  app.inject({ method: 'POST', url: `/api/community/users/${whom.user.id}/follow/`, headers: who.auth });

/** The FastAPI detail items without their `type`. */
export const issues = (res: LightMyRequestResponse) =>
  (res.json().detail as { loc: unknown[]; msg: string }[]).map(({ loc, msg }) => ({ loc, msg }));

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

export type FormPart =
  { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body from text fields and files. */
export function multipartForm(parts: FormPart[]) {
  const boundary = `----fertilia${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(
      Buffer.from(head),
      'filename' in part ? part.data : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
