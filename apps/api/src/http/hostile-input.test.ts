import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, MAX_DATABASE_ID } from '@fertilia/contracts';
import { createTestApp } from '../test/app';
import { multipartForm } from '../test/multipart';
import { createUserWithToken, type TestUser } from '../test/users';

/**
 * Inputs that used to reach the database and crash it (500): ids beyond its integer range and text holding a
 * NUL byte. Each is refused with a 422 naming the field, on public routes too, and nothing is written.
 */
describe('hostile input is refused before it reaches the database', () => {
  let app: FastifyInstance;
  let member: TestUser;
  beforeAll(async () => {
    app = await createTestApp();
    member = await createUserWithToken(app, { role: 'patient' });
  });
  afterAll(() => app.close());

  it('refuses an id beyond the database integer range, in paths and bodies', async () => {
    const blog = await app.inject({ method: 'GET', url: `/api/blog/${MAX_DATABASE_ID + 1}` });
    expect(blog.statusCode).toBe(422);
    expect(blog.json().detail[0]).toMatchObject({ loc: ['path', 'id'] });
    expect((await app.inject({ method: 'GET', url: `/api/blog/${MAX_DATABASE_ID}` })).statusCode).toBe(404);
    const faq = await app.inject({ method: 'GET', url: '/api/faq/99999999999999999999/' });
    expect(faq.statusCode).toBe(422);
    const read = await app.inject({
      method: 'POST',
      url: '/api/notifications/mark-multiple',
      headers: member.auth,
      payload: { notification_ids: [MAX_DATABASE_ID + 1] },
    });
    expect(read.statusCode).toBe(422);
  });

  it('refuses a NUL byte or another control character in any path, query or body text', async () => {
    const article = await app.inject({ method: 'GET', url: '/api/knowledge-hub/articles/%00' });
    expect(article.statusCode).toBe(422);
    expect(article.json().detail).toEqual([
      { loc: ['path', expect.any(String)], msg: MESSAGES.controlCharacters, type: 'value_error' },
    ]);
    const search = await app.inject({ method: 'GET', url: '/api/faq/?q=a%00b' });
    expect(search.statusCode).toBe(422);
    expect(search.json().detail).toEqual([
      { loc: ['query', 'q'], msg: MESSAGES.controlCharacters, type: 'value_error' },
    ]);
    const post = await app.inject({
      method: 'POST',
      url: '/api/community/posts/',
      headers: member.auth,
      payload: { title: 'Hello\u0000there', content: 'A long enough body for a post.', category: 'general' },
    });
    expect(post.statusCode).toBe(422);
    expect(post.json().detail).toEqual([
      { loc: ['body', 'title'], msg: MESSAGES.controlCharacters, type: 'value_error' },
    ]);
    const feed = await app.inject({ method: 'GET', url: '/api/community/posts/', headers: member.auth });
    expect(feed.json().items ?? feed.json()).not.toContainEqual(
      expect.objectContaining({ title: expect.stringContaining('Hello') }),
    );
  });

  it('refuses a control character in a multipart form field too, which the handler reads itself', async () => {
    const form = multipartForm([
      { name: 'title', value: 'Hello\u0000there' },
      { name: 'content', value: 'A long enough body for a post.' },
      { name: 'category', value: 'general' },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/community/posts/',
      headers: { ...member.auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'title'], msg: MESSAGES.controlCharacters, type: 'value_error' },
    ]);
  });

  it('keeps tab, line feed and carriage return, which people do type', async () => {
    const search = await app.inject({ method: 'GET', url: '/api/faq/?q=a%09b%0Ac%0Dd' });
    expect(search.statusCode).toBe(200);
  });

  it('refuses a caller the access rule refuses before looking at the input', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/community/posts/', payload: { title: 1 } });
    expect(res.statusCode).toBe(401);
  });
});
