import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { BlogPost, BlogPostList } from '@fertilia/contracts';
import { blogPosts } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { KNOWLEDGE_DIR } from '../knowledge/sync';
import { BLOG_CONTENT_DIR, readBlogPostFiles, seedBlogPosts } from './seed';

const post = (title: string, publishedAt: string, body = 'Some words about it.') =>
  `---\ntitle: ${title}\npublished_at: ${publishedAt}\n---\n${body}\n`;

/* Issue 15 item 8: the blog the header promotes opens with Fertilia's own articles. */
describe('shipped blog posts', () => {
  let app: FastifyInstance;
  let dir: string;
  const list = async (): Promise<BlogPostList> => (await app.inject({ url: '/api/blog/?limit=50' })).json();

  beforeAll(async () => {
    app = await createTestApp();
    dir = await mkdtemp(path.join(os.tmpdir(), 'fertilia-blog-'));
  });
  afterAll(() => app.close());

  it('ships at least six articles, each educational only and sending the reader to a clinician', async () => {
    const posts = await readBlogPostFiles();
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const shipped of posts) {
      expect(shipped.content, shipped.slug).toMatch(/general education, not medical/i);
      expect(shipped.content, shipped.slug).toMatch(/talk to/i);
      expect(shipped.content, shipped.slug).toMatch(/\*\*Sources:\*\*/);
    }
  });

  it('links only knowledge-hub articles that exist', async () => {
    for (const shipped of await readBlogPostFiles()) {
      for (const [, slug] of shipped.content.matchAll(/\]\(\/knowledge-hub\/([a-z0-9-]+)\)/g)) {
        expect(existsSync(path.join(KNOWLEDGE_DIR, `${slug}.md`)), `${shipped.slug} → ${slug}`).toBe(true);
      }
    }
  });

  it('refuses a file that breaks the post rules, naming it, and publishes nothing', async () => {
    const bad = await mkdtemp(path.join(os.tmpdir(), 'fertilia-blog-bad-'));
    await writeFile(path.join(bad, 'good.md'), post('Good', '2026-01-01T09:00:00Z'));
    await writeFile(path.join(bad, 'no-title.md'), post('" "', '2026-01-02T09:00:00Z'));
    await expect(seedBlogPosts(app.deps, bad)).rejects.toThrow('Blog post no-title.md is invalid: title:');
    await writeFile(path.join(bad, 'no-title.md'), 'Just text, no front matter');
    await expect(seedBlogPosts(app.deps, bad)).rejects.toThrow('no-title.md is invalid: it must start');
    expect(await app.deps.db.db.select().from(blogPosts)).toEqual([]);
  });

  it('publishes the shipped posts into an empty blog, newest first, readable by visitors', async () => {
    const shipped = await readBlogPostFiles(BLOG_CONTENT_DIR);
    expect(await seedBlogPosts(app.deps)).toBe(shipped.length);
    const page = await list();
    expect(page.total).toBe(shipped.length);
    expect(page.items.map((p) => p.slug)).toEqual(shipped.map((p) => p.slug).reverse());
    expect(page.items.every((p) => p.is_published && p.author === null && p.excerpt.length > 0)).toBe(true);
    const first = shipped[0]!;
    const read: BlogPost = (await app.inject({ url: `/api/blog/slug/${first.slug}` })).json();
    expect(read).toMatchObject({
      title: first.title,
      published_at: new Date(first.published_at).toISOString(),
    });
    expect(read.content_html).toContain('<h2');
  });

  it('never adds to, or brings back into, a blog that holds any post', async () => {
    await app.deps.db.db.delete(blogPosts);
    await writeFile(path.join(dir, 'only-one.md'), post('Only one', '2026-01-01T09:00:00Z'));
    expect(await seedBlogPosts(app.deps, dir)).toBe(1);
    expect(await seedBlogPosts(app.deps)).toBe(0);
    expect((await list()).items.map((p) => p.slug)).toEqual(['only-one']);
  });
});
