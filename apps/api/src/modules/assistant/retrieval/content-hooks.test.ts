import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Faq } from '@fertilia/contracts';
import { seedFaqs } from '../../faq/seed';
import { syncKnowledgeArticles } from '../../knowledge/sync';
import { articleDir, articleText } from '../../knowledge/test-fixtures';
import { createTestAppWithCast } from '../../../test/app';
import { injectAs } from '../../../test/http';
import type { Cast } from '../../../test/users';
import { retrievePassages } from './search';

/* The index follows the content: every way content changes reaches what the assistant retrieves. */

const CAST = { moderator: 'content_moderator' } as const;

describe('retrieval follows the content', () => {
  let app: FastifyInstance;
  let cast: Cast<typeof CAST>;
  beforeAll(async () => ({ app, cast } = await createTestAppWithCast(CAST)));
  afterAll(() => app.close());
  const db = () => app.deps.db.db;
  const urlsFor = async (question: string) => (await retrievePassages(db(), question)).map((p) => p.url);

  describe('FAQ entries edited through the API', () => {
    let faq: Faq;
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
      injectAs(app, cast.moderator, method, url, body);

    it('finds a new entry', async () => {
      const res = await call('POST', '/api/faq/', {
        question: 'Can I bring a quokka to my scan?',
        answer: 'Quokkas stay at home on scan days.',
        category: 'Treatment',
      });
      expect(res.statusCode).toBe(201);
      faq = res.json();
      expect(await urlsFor('quokka at the scan')).toEqual([`/faq#faq-${faq.id}`]);
    });

    it('finds the edited words and no longer the old ones', async () => {
      expect(
        (await call('PUT', `/api/faq/${faq.id}`, { answer: 'Wombats are welcome instead.' })).statusCode,
      ).toBe(200);
      expect(await urlsFor('wombats welcome')).toEqual([`/faq#faq-${faq.id}`]);
      const stale = await retrievePassages(db(), 'stay at home on scan days');
      expect(stale.map((p) => p.body)).not.toContain('Quokkas stay at home on scan days.');
    });

    it('forgets a hidden entry and finds it again when shown', async () => {
      await call('PUT', `/api/faq/${faq.id}`, { is_active: false });
      expect(await urlsFor('wombats welcome')).toEqual([]);
      await call('PUT', `/api/faq/${faq.id}`, { is_active: true });
      expect(await urlsFor('wombats welcome')).toEqual([`/faq#faq-${faq.id}`]);
    });

    it('forgets a deleted entry', async () => {
      expect((await call('DELETE', `/api/faq/${faq.id}`)).statusCode).toBe(200);
      expect(await urlsFor('wombats welcome')).toEqual([]);
    });
  });

  it('indexes the shipped FAQ when seeding, and again on a later start', async () => {
    expect(await seedFaqs(app.deps)).toBeGreaterThan(30);
    expect((await urlsFor('How do I reset a forgotten password?'))[0]).toMatch(/^\/faq#faq-\d+$/);
    expect(await seedFaqs(app.deps)).toBe(0);
    expect((await urlsFor('How do I reset a forgotten password?'))[0]).toMatch(/^\/faq#faq-\d+$/);
  });

  describe('knowledge hub sync', () => {
    const body = (words: string) =>
      `## Platypus care\n\nA ${words} needs a quiet burrow.\n\n## Key points\n\n- Quiet.`;

    it('indexes the articles it syncs, then follows a changed file and a removed one', async () => {
      const dir = articleDir([
        { slug: 'platypus', body: body('platypus') },
        { slug: 'echidna', body: '## Echidna spines\n\nEchidna spines grow back.' },
      ]);
      await syncKnowledgeArticles(app.deps, dir);
      expect((await urlsFor('platypus burrow'))[0]).toBe('/knowledge-hub/platypus#platypus-care');
      expect((await urlsFor('echidna spines'))[0]).toBe('/knowledge-hub/echidna#echidna-spines');

      fs.writeFileSync(
        path.join(dir, 'platypus.md'),
        articleText({ slug: 'platypus', body: body('baby platypus (a puggle)') }),
      );
      fs.rmSync(path.join(dir, 'echidna.md'));
      await syncKnowledgeArticles(app.deps, dir);
      const [best] = await retrievePassages(db(), 'puggle burrow');
      expect(best).toMatchObject({
        url: '/knowledge-hub/platypus#platypus-care',
        body: 'A baby platypus (a puggle) needs a quiet burrow.',
      });
      expect(await urlsFor('echidna spines')).toEqual([]);
    });

    it('leaves the index as it was when a file is invalid', async () => {
      const dir = articleDir([
        { slug: 'platypus', body: body('numbat') },
        { slug: 'bad', raw: 'no front matter' },
      ]);
      await expect(syncKnowledgeArticles(app.deps, dir)).rejects.toThrow(/bad\.md/);
      expect(await urlsFor('numbat')).toEqual([]);
      expect((await urlsFor('puggle burrow'))[0]).toBe('/knowledge-hub/platypus#platypus-care');
    });
  });
});
