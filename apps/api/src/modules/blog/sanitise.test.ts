import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BLOG_MESSAGES, BLOG_CONTENT_MAX } from '@fertilia/contracts';
import { issues } from '../../test/http';
import { blogTestApp, createPost, type BlogCast } from './test-helpers';

const HOSTILE = [
  'Hello <script>alert("xss")</script> reader.',
  '',
  '[click me](javascript:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD4=)',
  '',
  '<img src="https://x.example.org/a.png" onerror="alert(2)">',
  '',
  '<a href="https://ok.example.org" onclick="steal()">fine link</a>',
  '',
  '<iframe src="https://evil.example.org"></iframe><div style="position:fixed" onmouseover="x()">box</div>',
  '',
  '<svg onload="alert(3)"><circle /></svg>',
].join('\n');

/** No executable HTML may survive: no script/iframe/svg, no on* attribute, no javascript: or data: URL. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<svg|<style/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|data:text/i);
  expect(html).not.toMatch(/style=/i);
}

describe('hostile markdown', () => {
  let app: FastifyInstance;
  let cast: BlogCast;
  beforeAll(async () => ({ app, cast } = await blogTestApp()));
  afterAll(() => app.close());

  it('is stored as written but rendered without scripts, event handlers or javascript: links', async () => {
    const post = await createPost(app, cast.moderator, {
      title: 'Hostile',
      content: HOSTILE,
      is_published: true,
    });
    expect(post.content).toBe(HOSTILE);
    expectHarmless(post.content_html);
    expect(post.content_html).toContain('fine link');
    expect(post.content_html).toContain('href="https://ok.example.org"');
    expect(post.content_html).toContain('rel="noopener noreferrer nofollow"');
    expect(post.excerpt).not.toMatch(/<|alert\(/);
    const read = await app.inject({ method: 'GET', url: `/api/blog/${post.id}` });
    expectHarmless(read.json().content_html);
  });

  it('is sanitised the same way by the preview, which content staff only may call', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/blog/preview',
      headers: cast.moderator.auth,
      payload: { content: HOSTILE },
    });
    expect(res.statusCode).toBe(200);
    expectHarmless(res.json().content_html);
    expect(res.json().content_html).toContain('<p>Hello');

    const plain = await app.inject({
      method: 'POST',
      url: '/api/blog/preview',
      headers: cast.admin.auth,
      payload: { content: '# Title\n\n*soft*' },
    });
    // A level-1 heading belongs to the page, so the body's is demoted.
    expect(plain.json()).toEqual({ content_html: '<h2>Title</h2>\n<p><em>soft</em></p>\n' });
  });

  it('validates the preview body', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/blog/preview',
      headers: cast.moderator.auth,
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(issues(missing)[0]!.loc).toEqual(['body', 'content']);
    const tooLong = await app.inject({
      method: 'POST',
      url: '/api/blog/preview',
      headers: cast.moderator.auth,
      payload: { content: 'x'.repeat(BLOG_CONTENT_MAX + 1) },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(issues(tooLong)).toEqual([{ loc: ['body', 'content'], msg: BLOG_MESSAGES.contentTooLong }]);
  });
});
