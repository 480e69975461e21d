import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FAQ_CATEGORIES, MESSAGES, faqSeedFileSchema, type FaqPage } from '@fertilia/contracts';
import { faqs } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { FAQ_CONTENT_FILE, seedFaqs } from './seed';

const ENTRIES = [
  { question: 'Is Fertilia free?', answer: 'Creating an account is free.', category: 'Plans and billing' },
  {
    question: 'Who sees my data?',
    answer: 'Only you and those you share it with.',
    category: 'Accounts and privacy',
  },
  { question: 'Can I delete my account?', answer: 'Yes, from Settings.', category: 'Accounts and privacy' },
];

describe('seedFaqs', () => {
  let app: FastifyInstance;
  let dir: string;
  const write = async (name: string, content: unknown) => {
    const file = path.join(dir, name);
    await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };

  beforeAll(async () => {
    app = await createTestApp();
    dir = await mkdtemp(path.join(os.tmpdir(), 'fertilia-faq-'));
  });
  afterAll(() => app.close());

  it('points at content/faq/faqs.json at the repository root', () => {
    expect(FAQ_CONTENT_FILE.split(path.sep).slice(-3)).toEqual(['content', 'faq', 'faqs.json']);
    expect(path.dirname(path.dirname(path.dirname(FAQ_CONTENT_FILE)))).toBe(
      path.resolve(import.meta.dirname, '../../../../..'),
    );
  });

  it('ships a product FAQ that passes the contract: at least 30 entries in the known categories', async () => {
    const shipped = faqSeedFileSchema.parse(JSON.parse(await readFile(FAQ_CONTENT_FILE, 'utf8')));
    expect(shipped.length).toBeGreaterThanOrEqual(30);
    for (const entry of shipped) expect(FAQ_CATEGORIES).toContain(entry.category);
    expect(new Set(shipped.map((e) => e.question)).size).toBe(shipped.length);
  });

  it('refuses a file with an invalid entry, naming it, and adds nothing', async () => {
    const file = await write('bad.json', [ENTRIES[0], { question: 'Q', answer: '  ', category: 'Support' }]);
    await expect(seedFaqs(app.deps, file)).rejects.toThrow(`1.answer: ${MESSAGES.answerRequired}`);
    expect(await app.deps.db.db.select().from(faqs)).toEqual([]);
  });

  it('loads an empty table once, in the file order, and never again', async () => {
    const file = await write('faqs.json', ENTRIES);
    expect(await seedFaqs(app.deps, file)).toBe(3);
    expect(await seedFaqs(app.deps, file)).toBe(0);
    const page: FaqPage = (await app.inject({ method: 'GET', url: '/api/faq/' })).json();
    expect(page.total).toBe(3);
    expect(page.items.map((f) => f.question)).toEqual([
      'Who sees my data?',
      'Can I delete my account?',
      'Is Fertilia free?',
    ]);
  });

  it('leaves staff edits alone: a non-empty table is not touched, not even read from the file', async () => {
    const [first] = await app.deps.db.db.select().from(faqs).limit(1);
    await app.deps.db.db.delete(faqs);
    await app.deps.db.db.insert(faqs).values({ ...first!, id: undefined, answer: 'Edited by staff' });
    expect(await seedFaqs(app.deps, path.join(dir, 'missing.json'))).toBe(0);
    const rows = await app.deps.db.db.select().from(faqs);
    expect(rows.map((r) => r.answer)).toEqual(['Edited by staff']);
  });
});
