import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { KNOWLEDGE_CATEGORIES } from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import { markdownToText } from '../../lib/markdown';
import { parseArticleFile } from './article-file';
import { findArticleRow } from './repo';
import { KNOWLEDGE_DIR, syncKnowledgeArticles } from './sync';
import { articleDir } from './test-fixtures';

describe('syncKnowledgeArticles', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());
  const db = () => app.deps.db.db;

  it('loads every file, renders the body safely and counts reading minutes', async () => {
    const long = Array.from({ length: 600 }, (_, i) => `word${i}`).join(' ');
    const dir = articleDir([
      { slug: 'first', body: `## Start\n\n${long}\n\n[x](javascript:alert(1))\n\n<script>alert(1)</script>` },
      { slug: 'second', category: 'Conditions' },
    ]);
    expect(await syncKnowledgeArticles(app.deps, dir)).toEqual({ synced: 2, removed: 0 });
    const first = (await findArticleRow(db(), 'first'))!;
    expect(first).toMatchObject({ title: 'About first', category: 'Treatments', reviewedOn: '2026-11-20' });
    expect(first.readingMinutes).toBe(3);
    expect(first.bodyHtml).toContain('<h2>Start</h2>');
    expect(first.bodyHtml).toContain('<a');
    expect(first.bodyHtml).not.toMatch(/<script|javascript:/);
    expect(first.references).toEqual([
      {
        title: 'Fertility problems: assessment and treatment',
        publisher: 'NICE',
        url: 'https://www.nice.org.uk/guidance/cg156',
        year: 2013,
      },
    ]);
  });

  it('updates articles in place by slug and deletes those whose file is gone', async () => {
    const before = (await findArticleRow(db(), 'first'))!;
    const dir = articleDir([{ slug: 'first', title: 'First, revised' }, { slug: 'third' }]);
    expect(await syncKnowledgeArticles(app.deps, dir)).toEqual({ synced: 2, removed: 1 });
    const after = (await findArticleRow(db(), 'first'))!;
    expect(after.id).toBe(before.id);
    expect(after.title).toBe('First, revised');
    expect(await findArticleRow(db(), 'second')).toBeUndefined();
    expect(await findArticleRow(db(), 'third')).toBeDefined();
  });

  it.each([
    ['no front matter', { slug: 'bad', raw: '# Just markdown\n' }, /bad\.md is invalid: .*front-matter/],
    [
      'a slug unlike the file name',
      { slug: 'bad', file: 'other.md' },
      /other\.md .*must equal the file name/,
    ],
    ['an unknown category', { slug: 'bad', category: 'Astrology' }, /bad\.md .*category/],
    ['a reviewed_on that is no date', { slug: 'bad', reviewedOn: 'last spring' }, /bad\.md .*reviewed_on/],
    [
      'a reference that is not http(s)',
      { slug: 'bad', url: 'javascript:alert(1)' },
      /bad\.md .*references\.0\.url/,
    ],
    ['an empty body', { slug: 'bad', body: '   ' }, /bad\.md .*body is empty/],
    ['broken YAML', { slug: 'bad', raw: '---\ntitle: [unclosed\n---\nbody\n' }, /bad\.md .*front matter/],
  ])('refuses %s, naming the file and writing nothing', async (_name, article, message) => {
    const dir = articleDir([{ slug: 'fine' }, article]);
    await expect(syncKnowledgeArticles(app.deps, dir)).rejects.toThrow(message);
    expect(await findArticleRow(db(), 'fine')).toBeUndefined();
    expect(await findArticleRow(db(), 'third')).toBeDefined();
  });
});

describe('the shipped knowledge hub', () => {
  const files = fs.readdirSync(KNOWLEDGE_DIR).filter((f) => f.endsWith('.md'));

  it('has only valid articles, each with ## sections, a Key points list and 600–1100 words', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const file of files) {
      const article = parseArticleFile(file, fs.readFileSync(path.join(KNOWLEDGE_DIR, file), 'utf8'));
      expect(KNOWLEDGE_CATEGORIES).toContain(article.category);
      expect(article.body, file).not.toMatch(/^# /m);
      expect(article.body, file).toMatch(/^## Key points$/m);
      const words = markdownToText(article.body).split(' ').length;
      expect(words, `${file}: ${words} words`).toBeGreaterThanOrEqual(600);
      expect(words, `${file}: ${words} words`).toBeLessThanOrEqual(1100);
    }
  });

  it('loads into the database as a whole', async () => {
    const app = await createTestApp();
    try {
      expect(await syncKnowledgeArticles(app.deps)).toEqual({ synced: files.length, removed: 0 });
    } finally {
      await app.close();
    }
  });
});
