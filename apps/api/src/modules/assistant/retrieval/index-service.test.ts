import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { assistantPassages, faqs } from '../../../db/schema';
import { openTestDatabase } from '../../../test/app';
import { indexAllFaqs, indexArticles, indexFaqEntry, removeFaqEntry } from './index-service';

describe('the passage index', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());
  const db = () => handle.db;

  const passagesOf = (kind: string, key?: string) =>
    db()
      .select()
      .from(assistantPassages)
      .where(
        and(eq(assistantPassages.sourceKind, kind), key ? eq(assistantPassages.sourceKey, key) : undefined),
      )
      .orderBy(asc(assistantPassages.sourceKey), asc(assistantPassages.position));

  const hub = {
    ovaries: {
      slug: 'ovaries',
      title: 'Ovaries',
      summary: 'About ovaries.',
      body: '## One\n\nFirst.\n\n## Two\n\nSecond.',
    },
    sperm: { slug: 'sperm', title: 'Sperm', summary: 'About sperm.', body: '## Count\n\nHow many.' },
  };

  describe('indexArticles', () => {
    it('indexes every section of every article', async () => {
      expect(await indexArticles(db(), [hub.ovaries, hub.sperm])).toEqual({ written: 5, removedSources: 0 });
      expect((await passagesOf('knowledge')).map((p) => p.url)).toEqual([
        '/knowledge-hub/ovaries',
        '/knowledge-hub/ovaries#one',
        '/knowledge-hub/ovaries#two',
        '/knowledge-hub/sperm',
        '/knowledge-hub/sperm#count',
      ]);
    });

    it('skips unchanged passages, keeping their ids and embeddings, and rewrites changed ones without theirs', async () => {
      const before = await passagesOf('knowledge', 'ovaries');
      await db()
        .update(assistantPassages)
        .set({ embedding: [1, 0], embeddingModel: 'm' });
      expect(await indexArticles(db(), [hub.ovaries, hub.sperm])).toEqual({ written: 0, removedSources: 0 });
      const changed = { ...hub.ovaries, body: '## One\n\nFirst.\n\n## Two\n\nSecond, revised.' };
      expect(await indexArticles(db(), [changed, hub.sperm])).toEqual({ written: 1, removedSources: 0 });
      const after = await passagesOf('knowledge', 'ovaries');
      expect(after.map((p) => p.id)).toEqual(before.map((p) => p.id));
      expect(after.map((p) => p.embeddingModel)).toEqual(['m', 'm', null]);
      expect(after[2]).toMatchObject({ body: 'Second, revised.', embedding: null });
    });

    it('trims an article that lost sections and removes articles that are gone', async () => {
      const shorter = { ...hub.ovaries, body: '## One\n\nFirst.' };
      expect(await indexArticles(db(), [shorter])).toEqual({ written: 0, removedSources: 1 });
      expect((await passagesOf('knowledge')).map((p) => p.url)).toEqual([
        '/knowledge-hub/ovaries',
        '/knowledge-hub/ovaries#one',
      ]);
      expect(await indexArticles(db(), [])).toEqual({ written: 0, removedSources: 1 });
      expect(await passagesOf('knowledge')).toEqual([]);
    });
  });

  describe('FAQ entries', () => {
    it('indexes one entry, replaces it when it changes and removes it when hidden or deleted', async () => {
      const entry = { id: 9001, question: 'What is AMH?', answer: 'A blood test.', isActive: true };
      await indexFaqEntry(db(), entry);
      expect(await passagesOf('faq', '9001')).toEqual([
        expect.objectContaining({ sourceTitle: 'What is AMH?', body: 'A blood test.', url: '/faq#faq-9001' }),
      ]);
      await indexFaqEntry(db(), { ...entry, answer: 'A hormone test.' });
      expect((await passagesOf('faq', '9001')).map((p) => p.body)).toEqual(['A hormone test.']);
      await indexFaqEntry(db(), { ...entry, isActive: false });
      expect(await passagesOf('faq', '9001')).toEqual([]);
      await indexFaqEntry(db(), entry);
      await removeFaqEntry(db(), 9001);
      expect(await passagesOf('faq', '9001')).toEqual([]);
    });

    it('rebuilds the FAQ passages from the table: the active entries and nothing else', async () => {
      await indexFaqEntry(db(), {
        id: 9002,
        question: 'Stale?',
        answer: 'Gone from the table.',
        isActive: true,
      });
      const [shown, hidden] = await db()
        .insert(faqs)
        .values([
          { question: 'Shown?', answer: 'Yes.', category: 'c', isActive: true },
          { question: 'Hidden?', answer: 'No.', category: 'c', isActive: false },
        ])
        .returning();
      expect(await indexAllFaqs(db())).toEqual({ written: 1, removedSources: 1 });
      expect((await passagesOf('faq')).map((p) => p.sourceKey)).toEqual([String(shown!.id)]);
      expect(hidden!.isActive).toBe(false);
      expect(await indexAllFaqs(db())).toEqual({ written: 0, removedSources: 0 });
    });
  });
});
