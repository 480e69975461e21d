import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BlogPost, BlogPostInput } from '@fertilia/contracts';
import { createUserWithToken, type TestUser } from '../../test/users';

/* Shared by the blog test files only. */

export type BlogCast = {
  moderator: TestUser;
  admin: TestUser;
  patient: TestUser;
  support: TestUser;
  finance: TestUser;
};

/** One user per kind of reader and writer the blog rules tell apart. */
export async function blogCast(app: FastifyInstance): Promise<BlogCast> {
  return {
    moderator: await createUserWithToken(app, {
      role: 'content_moderator',
      values: { firstName: 'Maya', lastName: 'Okafor' },
    }),
    admin: await createUserWithToken(app, { role: 'admin' }),
    patient: await createUserWithToken(app, { role: 'patient' }),
    support: await createUserWithToken(app, { role: 'support' }),
    finance: await createUserWithToken(app, { role: 'finance' }),
  };
}

let counter = 0;
export const samplePost = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: `Sample post ${++counter}`,
  content: 'A first paragraph about **cycle tracking**.\n\n## Next steps\n\nTalk to your clinic.',
  ...overrides,
});

export async function createPost(
  app: FastifyInstance,
  author: TestUser,
  overrides: Partial<BlogPostInput> = {},
): Promise<BlogPost> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/blog/',
    headers: author.auth,
    payload: samplePost(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The FastAPI detail items without their `type`, which is an implementation detail. */
export const issues = (res: LightMyRequestResponse) =>
  (res.json().detail as { loc: unknown[]; msg: string }[]).map(({ loc, msg }) => ({ loc, msg }));

export function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----fertilia${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
