import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MESSAGES, type KnowledgeArticle, type KnowledgeArticlePage } from '@fertilia/contracts';
import { rowsOf } from '../../db/migrate';
import { createTestApp } from '../../test/app';
import { syncKnowledgeArticles } from './sync';
import { articleDir } from './test-fixtures';

const BASE = '/api/knowledge-hub';

describe('knowledge hub API', () => {
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ method: 'GET', url: `${BASE}${url}` });

  beforeAll(async () => {
    app = await createTestApp();
    const dir = articleDir([
      {
        slug: 'basal-temperature',
        title: 'Tracking basal body temperature',
        summary: 'A thermometer in the morning shows ovulation has happened.',
        category: 'Understanding your cycle',
        body: '## How it works\n\nAfter ovulation progesterone raises the resting temperature.\n\n## Key points\n\n- Chart daily.',
      },
      {
        slug: 'lh-tests',
        title: 'LH ovulation tests',
        summary: 'Urine tests that catch the hormone surge.',
        category: 'Understanding your cycle',
        body: '## The surge\n\nA rise in LH comes a day or so before ovulation; some people also chart basal temperature.\n\n## The surge\n\nA second section with the same heading.',
      },
      {
        slug: 'hostile',
        title: 'Odd characters',
        summary: 'Text that looks like markup.',
        category: 'Conditions',
        body: '## Markup\n\nThe word <img src=x onerror=alert(1)> ovulation sits beside "quotes" & ampersands.',
      },
      ...['alpha', 'bravo', 'charlie', 'delta', 'echo'].map((name) => ({
        slug: `ivf-${name}`,
        title: `IVF ${name}`,
        category: 'IVF and embryos',
      })),
    ]);
    await syncKnowledgeArticles(app.deps, dir);
  });
  afterAll(() => app.close());

  describe('GET /articles', () => {
    it('lists articles alphabetically without their bodies, to anyone without a token', async () => {
      const res = await get('/articles');
      expect(res.statusCode).toBe(200);
      const page: KnowledgeArticlePage = res.json();
      expect(page).toMatchObject({ total: 8, skip: 0, limit: 20 });
      expect(page.items.map((i) => i.slug)).toEqual([
        'ivf-alpha',
        'ivf-bravo',
        'ivf-charlie',
        'ivf-delta',
        'ivf-echo',
        'lh-tests',
        'hostile',
        'basal-temperature',
      ]);
      expect(page.items[0]).toEqual({
        slug: 'ivf-alpha',
        title: 'IVF alpha',
        summary: 'A short summary of ivf-alpha.',
        category: 'IVF and embryos',
        reading_minutes: 1,
        reviewed_on: '2026-11-20',
        snippet: null,
      });
    });

    it('pages with skip and limit, keeping the total, and serves the trailing-slash path', async () => {
      const page: KnowledgeArticlePage = (await get('/articles/?skip=2&limit=3')).json();
      expect(page).toMatchObject({ total: 8, skip: 2, limit: 3 });
      expect(page.items.map((i) => i.slug)).toEqual(['ivf-charlie', 'ivf-delta', 'ivf-echo']);
      const beyond: KnowledgeArticlePage = (await get('/articles?skip=50')).json();
      expect(beyond).toMatchObject({ total: 8, items: [] });
    });

    it('filters by category', async () => {
      const page: KnowledgeArticlePage = (
        await get('/articles?category=Understanding%20your%20cycle')
      ).json();
      expect(page.items.map((i) => i.slug)).toEqual(['lh-tests', 'basal-temperature']);
      expect(page.total).toBe(2);
    });

    it('searches the full text, title matches first, with a highlighted passage', async () => {
      const page: KnowledgeArticlePage = (await get('/articles?q=basal%20temperature')).json();
      expect(page.items.map((i) => i.slug)).toEqual(['basal-temperature', 'lh-tests']);
      expect(page.total).toBe(2);
      expect(page.items[1]!.snippet).toMatch(/<b>basal<\/b> <b>temperature<\/b>/);
    });

    it('understands web-search syntax: phrases and excluded words', async () => {
      const phrase: KnowledgeArticlePage = (await get('/articles?q=%22hormone%20surge%22')).json();
      expect(phrase.items.map((i) => i.slug)).toEqual(['lh-tests']);
      const without: KnowledgeArticlePage = (await get('/articles?q=temperature%20-surge')).json();
      expect(without.items.map((i) => i.slug)).toEqual(['basal-temperature']);
    });

    it('combines search with a category and answers an empty page when nothing matches', async () => {
      const both: KnowledgeArticlePage = (await get('/articles?q=ovulation&category=Conditions')).json();
      expect(both.items.map((i) => i.slug)).toEqual(['hostile']);
      const none: KnowledgeArticlePage = (await get('/articles?q=zebra')).json();
      expect(none).toMatchObject({ items: [], total: 0 });
    });

    it('escapes article text in passages, so only <b> tags reach the page', async () => {
      const page: KnowledgeArticlePage = (await get('/articles?q=ovulation&category=Conditions')).json();
      const snippet = page.items[0]!.snippet!;
      expect(snippet).toContain('<b>ovulation</b>');
      expect(snippet).toContain('&lt;img src=x onerror=alert(1)');
      expect(snippet.replace(/<\/?b>/g, '')).not.toMatch(/[<>]/);
    });

    it('keeps the search total on a page past the last match', async () => {
      const first: KnowledgeArticlePage = (await get('/articles?q=ovulation&limit=1')).json();
      expect(first.items).toHaveLength(1);
      expect(first.total).toBe(3);
      const beyond: KnowledgeArticlePage = (await get('/articles?q=ovulation&skip=50')).json();
      expect(beyond).toMatchObject({ items: [], total: 3, skip: 50 });
    });

    it('shows passages as prose, without markdown list markers', async () => {
      const page: KnowledgeArticlePage = (await get('/articles?q=chart%20daily')).json();
      expect(page.items[0]!.snippet).toContain('<b>Chart</b> <b>daily</b>');
      expect(page.items[0]!.snippet).not.toMatch(/(^|\s)- /);
    });

    it('treats an empty q or category as not given', async () => {
      const page: KnowledgeArticlePage = (await get('/articles?q=%20%20&category=')).json();
      expect(page.total).toBe(8);
      expect(page.items[0]!.snippet).toBeNull();
    });

    it.each([
      [
        'q longer than 200 characters',
        `q=${'a'.repeat(201)}`,
        'q',
        'Search text must be at most 200 characters',
      ],
      ['an unknown category', 'category=Astrology', 'category', 'Choose one of the knowledge hub categories'],
      ['a negative skip', 'skip=-1', 'skip', MESSAGES.skipMin],
      ['a limit of 0', 'limit=0', 'limit', MESSAGES.limitRange],
      ['a limit over 100', 'limit=101', 'limit', MESSAGES.limitRange],
      ['a limit that is no number', 'limit=ten', 'limit', MESSAGES.limitRange],
    ])('refuses %s with 422', async (_name, query, field, msg) => {
      const res = await get(`/articles?${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toContainEqual(expect.objectContaining({ loc: ['query', field], msg }));
    });

    it('accepts a q of exactly 200 characters', async () => {
      expect((await get(`/articles?q=${'a'.repeat(200)}`)).statusCode).toBe(200);
    });

    it('filters with the GIN index the migration created', async () => {
      const plan = await app.deps.db.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return rowsOf<Record<string, string>>(
          await tx.execute(sql`explain select id from knowledge_articles
            where to_tsvector('english', title || ' ' || summary || ' ' || body) @@ websearch_to_tsquery('english', 'ovulation')`),
        );
      });
      expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain('knowledge_articles_search_idx');
    });
  });

  describe('GET /categories', () => {
    it('counts the articles of each non-empty category, in the hub order', async () => {
      const res = await get('/categories');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { category: 'Understanding your cycle', count: 2 },
        { category: 'Conditions', count: 1 },
        { category: 'IVF and embryos', count: 5 },
      ]);
    });
  });

  describe('GET /articles/:slug', () => {
    it('answers the full article with anchored headings, references and three related articles', async () => {
      const res = await get('/articles/ivf-charlie');
      expect(res.statusCode).toBe(200);
      const article: KnowledgeArticle = res.json();
      expect(article).toMatchObject({
        slug: 'ivf-charlie',
        title: 'IVF charlie',
        category: 'IVF and embryos',
        reviewed_by: 'Fertilia editorial team',
        reviewed_on: '2026-11-20',
        headings: [
          { id: 'overview', text: 'Overview' },
          { id: 'key-points', text: 'Key points' },
        ],
      });
      expect(article.body_html).toContain('<h2 id="overview">Overview</h2>');
      expect(article.references[0]).toMatchObject({
        publisher: 'NICE',
        url: 'https://www.nice.org.uk/guidance/cg156',
      });
      expect(article.related.map((r) => r.slug)).toEqual(['ivf-alpha', 'ivf-bravo', 'ivf-delta']);
      expect(article).not.toHaveProperty('body');
    });

    it('gives repeated headings distinct anchors and strips hostile markup from the body', async () => {
      const lh: KnowledgeArticle = (await get('/articles/lh-tests')).json();
      expect(lh.headings.map((h) => h.id)).toEqual(['the-surge', 'the-surge-2']);
      expect(lh.related.map((r) => r.slug)).toEqual(['basal-temperature']);
      const hostile: KnowledgeArticle = (await get('/articles/hostile')).json();
      expect(hostile.body_html).not.toMatch(/onerror|alert/);
      expect(hostile.related).toEqual([]);
    });

    it.each(['no-such-article', 'Basal-Temperature', '%3Cscript%3E'])('answers 404 for %s', async (slug) => {
      const res = await get(`/articles/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: MESSAGES.articleNotFound });
    });
  });
});
