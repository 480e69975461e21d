import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FaqPage } from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import { searchFaqs } from './search';
import { seedFaqs } from './seed';

/*
 * Issue 15 item 6: natural phrases find the entry that answers them, in the FAQ the product ships
 * (content/faq/faqs.json), through the public endpoint.
 */
describe('FAQ search', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
    await seedFaqs(app.deps);
  });
  afterAll(() => app.close());

  const search = async (q: string, extra = ''): Promise<FaqPage> => {
    const res = await app.inject({ method: 'GET', url: `/api/faq/?q=${encodeURIComponent(q)}${extra}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const firstQuestion = async (q: string) => (await search(q)).items[0]?.question;

  it.each([
    ['delete my account', 'How do I get a copy of my data or have my account deleted?'],
    ['how do I close my account', 'How do I get a copy of my data or have my account deleted?'],
    ['forgot password', 'How do I reset a forgotten password?'],
    ['I lost my password', 'How do I reset a forgotten password?'],
    ['cancel subscription', 'How do I cancel a plan, and how does renewal work?'],
    ['stop my membership', 'How do I cancel a plan, and how does renewal work?'],
    ['refund', 'Can I get a refund?'],
    ['can I get my money back', 'Can I get a refund?'],
    ['in vitro', 'What is the difference between IUI and IVF?'],
    ['embryo grading', 'What do embryo grades mean?'],
  ])('"%s" finds "%s" first', async (phrase, question) => {
    expect(await firstQuestion(phrase)).toBe(question);
  });

  it('forgives typos and unfinished words', async () => {
    expect((await search('pasword')).items.map((f) => f.question)).toContain(
      'How do I reset a forgotten password?',
    );
    expect(await firstQuestion('delte my acount')).toBe(
      'How do I get a copy of my data or have my account deleted?',
    );
    expect(await firstQuestion('refun')).toBe('Can I get a refund?');
  });

  it('finds nothing for words the FAQ does not contain, nor for stop words and punctuation alone', async () => {
    for (const q of ['xyzzy plugh', 'how do I', '%', '?!']) {
      expect(await search(q)).toMatchObject({ items: [], total: 0 });
    }
  });

  it('keeps the category filter and paging, over results ranked by relevance', async () => {
    const all = await search('account');
    expect(all.total).toBeGreaterThan(2);
    const second = await search('account', '&skip=1&limit=1');
    expect(second).toMatchObject({ total: all.total, skip: 1, limit: 1 });
    expect(second.items.map((f) => f.id)).toEqual([all.items[1]!.id]);
    const billing = await search('cancel subscription', '&category=Plans%20and%20billing');
    expect(billing.items.length).toBeGreaterThan(0);
    expect(billing.items.every((f) => f.category === 'Plans and billing')).toBe(true);
    expect(await search('cancel subscription', '&category=Treatment')).toMatchObject({ total: 0 });
  });

  it('ranks a match in the question above one in the answer only', () => {
    const entries = [
      { id: 1, question: 'How do I change my e-mail address?', answer: 'Your password is needed.' },
      { id: 2, question: 'How do I change my password?', answer: 'In Settings.' },
    ];
    expect(searchFaqs(entries, 'password').map((e) => e.id)).toEqual([2, 1]);
  });
});
