import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, type BlogPost } from '@fertilia/contracts';
import { issues } from '../../test/http';
import { blogTestApp, createPost, type BlogCast } from './test-helpers';

describe('reading the blog', () => {
  let app: FastifyInstance;
  let cast: BlogCast;
  let published: BlogPost[];
  let drafts: BlogPost[];

  beforeAll(async () => {
    ({ app, cast } = await blogTestApp());
    published = [];
    drafts = [];
    // Interleaved so the ordering is checked across drafts and published posts.
    for (let i = 0; i < 12; i++) {
      published.push(await createPost(app, cast.moderator, { title: `Published ${i}`, is_published: true }));
      if (i % 5 === 0) drafts.push(await createPost(app, cast.moderator, { title: `Draft ${i}` }));
    }
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const ids = (posts: { id: number }[]) => posts.map((p) => p.id);
  const newestFirst = (posts: BlogPost[]) => ids([...posts].reverse());

  it('lists published posts newest first, 10 to a page on GET /api/blog/, to anyone', async () => {
    const res = await get('/api/blog/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 12, skip: 0, limit: 10 });
    expect(ids(body.items)).toEqual(newestFirst(published).slice(0, 10));
    const next = (await get('/api/blog?skip=10')).json();
    expect(ids(next.items)).toEqual(newestFirst(published).slice(10));
    expect(next).toMatchObject({ total: 12, skip: 10, limit: 10 });
  });

  it('pages by 20 on the second list form GET /api/blog/posts', async () => {
    const body = (await get('/api/blog/posts')).json();
    expect(body).toMatchObject({ total: 12, skip: 0, limit: 20 });
    expect(ids(body.items)).toEqual(newestFirst(published));
    const small = (await get('/api/blog/posts/?skip=2&limit=3')).json();
    expect(ids(small.items)).toEqual(newestFirst(published).slice(2, 5));
  });

  it('returns the whole post shape with author, reading time and rendered HTML', async () => {
    const item = (await get('/api/blog/?limit=1')).json().items[0];
    expect(item).toMatchObject({
      id: published[11]!.id,
      title: 'Published 11',
      slug: 'published-11',
      image: '',
      is_published: true,
      reading_minutes: 1,
      author: { id: cast.moderator.user.id, name: 'Maya Okafor' },
      excerpt: 'A first paragraph about cycle tracking.',
    });
    expect(item.content_html).toContain('<strong>cycle tracking</strong>');
    expect(item.content_html).toContain('<h2>Next steps</h2>');
    expect(Date.parse(item.published_at)).not.toBeNaN();
  });

  it('validates paging: skip ≥ 0 and limit 1 to 100', async () => {
    for (const [query, field, msg] of [
      ['skip=-1', 'skip', MESSAGES.skipMin],
      ['skip=abc', 'skip', MESSAGES.skipMin],
      ['limit=0', 'limit', MESSAGES.limitRange],
      ['limit=101', 'limit', MESSAGES.limitRange],
      ['limit=2.5', 'limit', MESSAGES.limitRange],
    ] as const) {
      for (const path of ['/api/blog/', '/api/blog/posts']) {
        const res = await get(`${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(422);
        expect(issues(res)).toEqual([{ loc: ['query', field], msg }]);
      }
    }
    expect((await get('/api/blog/?limit=100')).statusCode).toBe(200);
  });

  it('hides drafts from anonymous readers, patients and staff without the content permission', async () => {
    const draft = drafts[0]!;
    for (const headers of [{}, cast.patient.auth, cast.support.auth, cast.finance.auth]) {
      const list = (await get('/api/blog/posts?limit=100', headers)).json();
      expect(list.total).toBe(12);
      expect(ids(list.items)).not.toContain(draft.id);
      const one = await get(`/api/blog/${draft.id}/`, headers);
      expect(one.statusCode).toBe(404);
      expect(one.json()).toEqual({ detail: MESSAGES.blogPostNotFound });
      expect((await get(`/api/blog/slug/${draft.slug}`, headers)).statusCode).toBe(404);
    }
  });

  it('refuses the draft and all filters to readers: 401 anonymous, 403 signed in', async () => {
    for (const status of ['draft', 'all']) {
      expect((await get(`/api/blog/?status=${status}`)).statusCode).toBe(401);
      expect((await get(`/api/blog/?status=${status}`, cast.patient.auth)).statusCode).toBe(403);
      expect((await get(`/api/blog/posts?status=${status}`, cast.support.auth)).statusCode).toBe(403);
    }
    expect((await get('/api/blog/?status=published', cast.patient.auth)).json().total).toBe(12);
    const bad = await get('/api/blog/?status=secret', cast.moderator.auth);
    expect(bad.statusCode).toBe(422);
    expect(issues(bad)[0]!.loc).toEqual(['query', 'status']);
  });

  it('shows drafts to staff with the content permission, and filters them by status', async () => {
    for (const staff of [cast.moderator, cast.admin]) {
      const all = (await get('/api/blog/posts?limit=100', staff.auth)).json();
      expect(all.total).toBe(published.length + drafts.length);
      const draftsOnly = (await get('/api/blog/posts?status=draft', staff.auth)).json();
      expect(ids(draftsOnly.items)).toEqual(newestFirst(drafts));
      expect(draftsOnly.items.every((p: BlogPost) => !p.is_published && p.published_at === null)).toBe(true);
      const publishedOnly = (await get('/api/blog/?status=published&limit=100', staff.auth)).json();
      expect(publishedOnly.total).toBe(12);
      const draft = await get(`/api/blog/${drafts[1]!.id}`, staff.auth);
      expect(draft.statusCode).toBe(200);
      expect(draft.json()).toMatchObject({ id: drafts[1]!.id, is_published: false });
    }
  });

  it('answers 401 to a bearer token that is not valid, so the client refreshes it', async () => {
    const res = await get('/api/blog/', { authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: MESSAGES.tokenInvalid });
  });

  it('reads one published post by id or by slug', async () => {
    const post = published[3]!;
    const byId = await get(`/api/blog/${post.id}/`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(post);
    const bySlug = await get(`/api/blog/slug/${post.slug}`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(post);
  });

  it("answers 'Invalid post ID' for ids that are not positive whole numbers, 404 for unknown ones", async () => {
    for (const id of ['0', '-3', 'abc', '1.5']) {
      const res = await get(`/api/blog/${id}/`);
      expect(res.statusCode, id).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['path', 'id'], msg: MESSAGES.invalidPostId }]);
    }
    const missing = await get('/api/blog/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: MESSAGES.blogPostNotFound });
    expect((await get('/api/blog/slug/no-such-post')).statusCode).toBe(404);
  });
});
