import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { openTestDatabase } from '../../../test/app';
import { indexArticles, indexFaqEntry } from './index-service';
import { lexemesOf } from './passage-repo';
import { passagesByIds, questionConcepts, retrievePassages } from './search';
import { isStrongEnough, STRONG_ENOUGH_SCORE } from './strength';
import { SYNONYM_GROUPS } from './synonyms';

describe('retrievePassages', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await indexArticles(handle.db, [
      {
        slug: 'ivf',
        title: 'IVF, step by step',
        summary: 'What happens in an IVF cycle.',
        body: [
          '## Egg collection',
          'Egg collection is done under sedation and takes about 15 to 30 minutes.',
          '## Embryo transfer',
          'A thin catheter places the embryo in the womb; bed rest has not been shown to help.',
          '## Chances of success',
          'Success depends above all on the age of the person whose eggs are used.',
        ].join('\n\n'),
      },
      {
        slug: 'cycle',
        title: 'The menstrual cycle',
        summary: 'How the cycle works.',
        body: '## The fertile window\n\nPregnancy is possible on about six days of each cycle: the five days before ovulation and the day itself.',
      },
    ]);
    await indexFaqEntry(handle.db, {
      id: 1,
      question: 'How do I reset a forgotten password?',
      answer: 'Choose "Forgot your password?" on the sign-in page.',
      isActive: true,
    });
  });
  afterAll(() => handle.close());
  const search = (question: string, options = {}) => retrievePassages(handle.db, question, options);

  it('finds a passage holding only some of the question’s words, best first, with scores from 0 to 1', async () => {
    const found = await search('How long does egg collection take, and does it hurt a lot?');
    expect(found[0]!.url).toBe('/knowledge-hub/ivf#egg-collection');
    for (const p of found) expect(p.score).toBeGreaterThan(0);
    for (const p of found) expect(p.score).toBeLessThanOrEqual(1);
    expect(found.map((p) => p.score)).toEqual([...found.map((p) => p.score)].sort((a, b) => b - a));
    expect(found[0]).toMatchObject({
      sourceKind: 'knowledge',
      sourceKey: 'ivf',
      sourceTitle: 'IVF, step by step',
      sectionTitle: 'Egg collection',
      body: 'Egg collection is done under sedation and takes about 15 to 30 minutes.',
    });
  });

  it('expands synonyms, matching a phrase as a phrase', async () => {
    expect((await search('What happens at egg retrieval?'))[0]!.url).toBe(
      '/knowledge-hub/ivf#egg-collection',
    );
    expect((await search('When is my menstruation fertile window?'))[0]!.url).toBe(
      '/knowledge-hub/cycle#the-fertile-window',
    );
    // Without the group, "retrieval" is a word no passage holds, and the score falls.
    const withoutGroups = await search('What happens at egg retrieval?', { synonymGroups: [] });
    const withGroups = await search('What happens at egg retrieval?');
    expect(withoutGroups[0]!.score).toBeLessThan(withGroups[0]!.score);
  });

  it('scores alike across questions: fully answered is strong enough, a question about something else is not', async () => {
    const answered = await search('When is my fertile window?');
    expect(answered[0]!.score).toBeGreaterThanOrEqual(STRONG_ENOUGH_SCORE);
    expect(isStrongEnough(answered)).toBe(true);
    // Shares "IVF" and "success" with a passage, but what it asks about (acupuncture) is nowhere.
    const offTopic = await search('Does acupuncture improve IVF success?');
    expect(offTopic[0]!.url).toBe('/knowledge-hub/ivf#chances-of-success');
    expect(isStrongEnough(offTopic)).toBe(false);
    expect(await search('How do I renew my passport?')).toEqual([]);
  });

  it('prefers the section that holds the words over one that only shares its article’s title', async () => {
    const found = await search('IVF embryo transfer bed rest');
    expect(found[0]!.url).toBe('/knowledge-hub/ivf#embryo-transfer');
  });

  it('answers nothing for a question without content words, and never chokes on query syntax', async () => {
    expect(await search('What is it?')).toEqual([]);
    expect(await search('')).toEqual([]);
    for (const odd of ["password' | !& <-> (", 'a\\b "quoted" -minus or', ':* password:A'])
      expect((await search(odd))[0]?.url ?? '/faq#faq-1').toBe('/faq#faq-1');
  });

  it('honours the limit, and extra terms help ranking without counting against the question', async () => {
    expect(await search('cycle egg embryo password', { limit: 2 })).toHaveLength(2);
    const plain = await search('What affects the chances?');
    const withTopic = await search('What affects the chances?', { extraTerms: ['IVF'] });
    expect(withTopic[0]!.url).toBe('/knowledge-hub/ivf#chances-of-success');
    expect(withTopic[0]!.score).toBeGreaterThanOrEqual(plain[0]!.score);
  });
});

describe('passagesByIds', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await indexFaqEntry(handle.db, { id: 5, question: 'Five?', answer: 'Five.', isActive: true });
    await indexFaqEntry(handle.db, { id: 6, question: 'Six?', answer: 'Six.', isActive: true });
  });
  afterAll(() => handle.close());

  it('loads passages in the order asked, skipping ids no longer indexed, with score 0', async () => {
    const [five, six] = await retrievePassages(handle.db, 'five six');
    const ids = [five!, six!].sort((a, b) => a.url.localeCompare(b.url)).map((p) => p.id);
    const loaded = await passagesByIds(handle.db, [ids[1]!, 999_999, ids[0]!]);
    expect(loaded.map((p) => [p.url, p.score])).toEqual([
      ['/faq#faq-6', 0],
      ['/faq#faq-5', 0],
    ]);
  });
});

describe('questionConcepts', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());
  const labels = async (question: string) =>
    (await questionConcepts(handle.db, question)).map((c) => `${c.label}${c.weak ? '*' : ''}`);

  it('counts a synonym group once, lets the longest phrase win, and marks words of asking as weak', async () => {
    expect(await labels('Do we need sperm injection if the sperm is normal?')).toEqual([
      'need*',
      'icsi',
      'sperm',
      'normal*',
    ]);
    expect(await labels('I am 38: what does my AMH or anti-Müllerian hormone mean?')).toEqual([
      '38*',
      'amh',
      'mean*',
    ]);
    expect(await labels('How can I cope with the two-week wait?')).toEqual(['cope', 'tww']);
  });

  it('has no synonym phrase that stemming reduces to one word, which would match far more than it says', async () => {
    // "get through" would be just "get" once "through" (a stop word) is gone; such a term is ignored.
    const phrases = SYNONYM_GROUPS.flatMap((g) => g.terms).filter((t) => t.split(/[\s-]+/).length > 1);
    const lexemes = await lexemesOf(handle.db, phrases);
    const reduced = phrases.filter(
      (_, i) => lexemes.filter((l) => l.term === i && !l.lexeme.includes('-')).length < 2,
    );
    expect(reduced).toEqual([]);
  });
});
