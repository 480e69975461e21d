import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BLOG_MESSAGES, BLOG_TITLE_MAX, MESSAGES, type BlogPost } from '@fertilia/contracts';
import { auditEvents } from '../../db/schema';
import { issues } from '../../test/http';
import { blogTestApp, createPost, samplePost, type BlogCast } from './test-helpers';

describe('writing the blog', () => {
  let app: FastifyInstance;
  let cast: BlogCast;
  beforeAll(async () => ({ app, cast } = await blogTestApp()));
  afterAll(() => app.close());

  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const auditOf = async (postId: number) =>
    (await app.deps.db.db.select().from(auditEvents).orderBy(auditEvents.id))
      .filter((e) => e.details?.post_id === postId)
      .map((e) => e.action);

  it('creates a draft with trimmed values, a slug, rendered HTML and its author', async () => {
    const res = await send('POST', '/api/blog/', cast.moderator.auth, {
      title: '   Eating well during IVF   ',
      content: '\n  Folic acid **matters**.  \n',
      image: '  https://images.example.org/cover.jpg ',
    });
    expect(res.statusCode).toBe(201);
    const post: BlogPost = res.json();
    expect(post).toMatchObject({
      title: 'Eating well during IVF',
      content: 'Folic acid **matters**.',
      content_html: '<p>Folic acid <strong>matters</strong>.</p>\n',
      excerpt: 'Folic acid matters.',
      slug: 'eating-well-during-ivf',
      image: 'https://images.example.org/cover.jpg',
      is_published: false,
      published_at: null,
      reading_minutes: 1,
      author: { id: cast.moderator.user.id, name: 'Maya Okafor' },
    });
    expect(await auditOf(post.id)).toEqual(['blog.post_created']);
  });

  it('creates a published post at once, with its publication date', async () => {
    const post = await createPost(app, cast.admin, { is_published: true });
    expect(post.is_published).toBe(true);
    expect(Date.parse(post.published_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(post.author?.name).toBe(cast.admin.user.username);
    expect(await auditOf(post.id)).toEqual(['blog.post_created', 'blog.post_published']);
  });

  it("answers 'Title is required' and 'Content is required' for missing or blank values", async () => {
    for (const [body, expected] of [
      [
        { title: '   ', content: '  \n ' },
        [
          { loc: ['body', 'title'], msg: MESSAGES.titleRequired },
          { loc: ['body', 'content'], msg: MESSAGES.contentRequired },
        ],
      ],
      [{ content: 'Body' }, [{ loc: ['body', 'title'], msg: MESSAGES.titleRequired }]],
      [{ title: 'Title' }, [{ loc: ['body', 'content'], msg: MESSAGES.contentRequired }]],
      [
        { title: 'x'.repeat(BLOG_TITLE_MAX + 1), content: 'Body' },
        [{ loc: ['body', 'title'], msg: BLOG_MESSAGES.titleTooLong }],
      ],
      [
        { title: 'T', content: 'C', image: 'javascript:alert(1)' },
        [{ loc: ['body', 'image'], msg: BLOG_MESSAGES.imageInvalid }],
      ],
      [
        { title: 'T', content: 'C', image: 'http://plain.example.org/a.png' },
        [{ loc: ['body', 'image'], msg: BLOG_MESSAGES.imageInvalid }],
      ],
      [
        { title: 'T', content: 'C', image: '/api/media/blog/../../secret.webp' },
        [{ loc: ['body', 'image'], msg: BLOG_MESSAGES.imageInvalid }],
      ],
    ] as const) {
      const created = await send('POST', '/api/blog/', cast.moderator.auth, body);
      expect(created.statusCode, JSON.stringify(body)).toBe(422);
      expect(issues(created)).toEqual(expected);
    }
    const post = await createPost(app, cast.moderator);
    const updated = await send('PUT', `/api/blog/${post.id}`, cast.moderator.auth, {
      title: ' ',
      content: 'x',
    });
    expect(updated.statusCode).toBe(422);
    expect(issues(updated)).toEqual([{ loc: ['body', 'title'], msg: MESSAGES.titleRequired }]);
  });

  it('refuses writes to anonymous callers (401) and to patients, support and finance (403)', async () => {
    const post = await createPost(app, cast.moderator);
    const calls = [
      ['POST', '/api/blog/', samplePost()],
      ['PUT', `/api/blog/${post.id}/`, samplePost()],
      ['DELETE', `/api/blog/${post.id}/`, undefined],
      ['POST', '/api/blog/preview', { content: 'hi' }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await send(method, url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const user of [cast.patient, cast.support, cast.finance]) {
        const res = await send(method, url, user.auth, body);
        expect(res.statusCode, `${user.user.role} ${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ detail: MESSAGES.forbidden });
      }
    }
    const unchanged = await app.inject({
      method: 'GET',
      url: `/api/blog/${post.id}`,
      headers: cast.moderator.auth,
    });
    expect(unchanged.json()).toEqual(post);
  });

  it('updates a post, follows the title with the slug until first publication, then freezes it', async () => {
    const draft = await createPost(app, cast.moderator, { title: 'Working title' });
    expect(draft.slug).toBe('working-title');
    const renamed = await send('PUT', `/api/blog/${draft.id}/`, cast.admin.auth, {
      title: 'Final title',
      content: 'New body with a [link](https://www.hfea.gov.uk/).',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      slug: 'final-title',
      title: 'Final title',
      is_published: false,
      author: { id: cast.moderator.user.id },
    });
    expect(renamed.json().content_html).toContain('href="https://www.hfea.gov.uk/"');

    const published = (
      await send('PUT', `/api/blog/${draft.id}/`, cast.moderator.auth, {
        title: 'Final title',
        content: 'New body.',
        is_published: true,
      })
    ).json();
    expect(published.is_published).toBe(true);
    const firstPublished = published.published_at;
    expect(firstPublished).not.toBeNull();

    const retitled = (
      await send('PUT', `/api/blog/${draft.id}/`, cast.moderator.auth, {
        title: 'Another title',
        content: 'x',
      })
    ).json();
    expect(retitled).toMatchObject({ slug: 'final-title', title: 'Another title', is_published: true });

    const unpublished = (
      await send('PUT', `/api/blog/${draft.id}/`, cast.moderator.auth, {
        title: 'Another title',
        content: 'x',
        is_published: false,
      })
    ).json();
    expect(unpublished).toMatchObject({
      is_published: false,
      published_at: firstPublished,
      slug: 'final-title',
    });
    expect((await app.inject({ method: 'GET', url: `/api/blog/${draft.id}` })).statusCode).toBe(404);

    const republished = (
      await send('PUT', `/api/blog/${draft.id}/`, cast.moderator.auth, {
        title: 'Another title',
        content: 'x',
        is_published: true,
      })
    ).json();
    expect(republished).toMatchObject({ is_published: true, published_at: firstPublished });
    expect(await auditOf(draft.id)).toEqual([
      'blog.post_created',
      'blog.post_updated',
      'blog.post_updated',
      'blog.post_published',
      'blog.post_updated',
      'blog.post_updated',
      'blog.post_unpublished',
      'blog.post_updated',
      'blog.post_published',
    ]);
  });

  it('keeps slugs unique with -2, -3 suffixes', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++)
      slugs.push((await createPost(app, cast.moderator, { title: 'Same title' })).slug);
    expect(slugs).toEqual(['same-title', 'same-title-2', 'same-title-3']);
    const other = await createPost(app, cast.moderator, { title: 'Different' });
    const clash = (
      await send('PUT', `/api/blog/${other.id}`, cast.moderator.auth, { title: 'Same title', content: 'x' })
    ).json();
    expect(clash.slug).toBe('same-title-4');
    // Saving a post under its own title does not move it to a new suffix.
    const again = (
      await send('PUT', `/api/blog/${other.id}`, cast.moderator.auth, { title: 'Same title', content: 'y' })
    ).json();
    expect(again.slug).toBe('same-title-4');
  });

  it('keeps image and publication when an update leaves them out', async () => {
    const post = await createPost(app, cast.moderator, {
      image: 'https://images.example.org/a.png',
      is_published: true,
    });
    const res = await send('PUT', `/api/blog/${post.id}`, cast.moderator.auth, {
      title: 'T2',
      content: 'C2',
    });
    expect(res.json()).toMatchObject({ image: 'https://images.example.org/a.png', is_published: true });
    const cleared = await send('PUT', `/api/blog/${post.id}`, cast.moderator.auth, {
      title: 'T2',
      content: 'C2',
      image: '',
    });
    expect(cleared.json().image).toBe('');
  });

  it('deletes a post with a message; it is gone afterwards', async () => {
    const post = await createPost(app, cast.moderator, { is_published: true });
    const res = await send('DELETE', `/api/blog/${post.id}/`, cast.moderator.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.blogDeleted });
    expect((await app.inject({ method: 'GET', url: `/api/blog/${post.id}` })).statusCode).toBe(404);
    const again = await send('DELETE', `/api/blog/${post.id}/`, cast.moderator.auth);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: MESSAGES.blogPostNotFound });
    expect(await auditOf(post.id)).toEqual(['blog.post_created', 'blog.post_published', 'blog.post_deleted']);
  });

  it("answers 'Invalid post ID' on PUT and DELETE for non-positive ids, 404 for unknown ones", async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      for (const id of ['0', '-1', 'x']) {
        const res = await send(
          method,
          `/api/blog/${id}`,
          cast.moderator.auth,
          method === 'PUT' ? samplePost() : undefined,
        );
        expect(res.statusCode).toBe(422);
        expect(issues(res)).toEqual([{ loc: ['path', 'id'], msg: MESSAGES.invalidPostId }]);
      }
    }
    const missing = await send('PUT', '/api/blog/987654', cast.moderator.auth, samplePost());
    expect(missing.statusCode).toBe(404);
  });
});
