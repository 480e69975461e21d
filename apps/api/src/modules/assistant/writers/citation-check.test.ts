import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RetrievedPassage } from '../passage';
import { checkCitations } from './citation-check';
import { EMBRYO_TRANSFER, FAQ_AMH, FERTILE_WINDOW, OHSS } from './test/knowledge-passages';

const P = [FERTILE_WINDOW, OHSS, FAQ_AMH];

describe('checkCitations, by example', () => {
  it('keeps valid markers, renumbering them in order of first appearance', () => {
    expect(checkCitations('OHSS is rare [2]. The window is six days [1]. Again [2].', P)).toEqual({
      text: 'OHSS is rare [1]. The window is six days [2]. Again [1].',
      cited: [OHSS, FERTILE_WINDOW],
    });
  });

  it('drops markers that point to no passage and tidies the space they leave', () => {
    expect(checkCitations('One [4]. Two [0], three [1].\n[9] Four[7]five.', P)).toEqual({
      text: 'One. Two, three [1].\nFour five.',
      cited: [FERTILE_WINDOW],
    });
  });

  it('reads the shapes models write', () => {
    expect(
      checkCitations('A [1, 3]. B [3][1]. C [ 2 ]. D 【3】. E [Passage 2]. F [1-2]. G [2,9].', P).text,
    ).toBe('A [1][2]. B [2][1]. C [3]. D [2]. E [3]. F [1][3]. G [3].');
  });

  it('says a repeated passage once', () => {
    expect(checkCitations('Twice [1, 1] and [1][ 1 ].', P).text).toBe('Twice [1] and [1].');
  });

  it('cites nothing when nothing valid is cited, and leaves text without markers alone', () => {
    expect(checkCitations('No sources here [5].', P)).toEqual({ text: 'No sources here.', cited: [] });
    expect(checkCitations('Plain text, [a] and [x].', P)).toEqual({
      text: 'Plain text, [a] and [x].',
      cited: [],
    });
    expect(checkCitations('Cited [1].', [])).toEqual({ text: 'Cited.', cited: [] });
  });

  it('settles a marker that dropping another one forms, citing nothing it cannot vouch for', () => {
    expect(checkCitations('Odd [[9]2] text.', P)).toEqual({ text: 'Odd text.', cited: [] });
  });

  it('does not expand a range reaching past the passages', () => {
    expect(checkCitations('Ages [1-40] differ.', [EMBRYO_TRANSFER]).text).toBe('Ages differ.');
  });
});

const passagesArb = fc
  .integer({ min: 0, max: 5 })
  .map((n) => Array.from({ length: n }, (_, i): RetrievedPassage => ({ ...FERTILE_WINDOW, id: 100 + i })));
const number = fc.integer({ min: 0, max: 8 });
const marker = fc.oneof(
  number.map((k) => `[${k}]`),
  number.map((k) => `[ ${k} ]`),
  number.map((k) => `【${k}】`),
  fc.array(number, { minLength: 1, maxLength: 3 }).map((ks) => `[${ks.join(', ')}]`),
  fc.tuple(number, number).map(([a, b]) => `[${a}][${b}]`),
  fc.tuple(number, number).map(([a, b]) => `[${a}-${b}]`),
  number.map((k) => `[Source ${k}]`),
);
const fragment = fc.oneof(
  fc.constantFrom('The', 'window', 'AMH', 'is', '1.1', 'ng/mL', '(IVF)', '[a]', '[', ']', '【'),
  fc.constantFrom(' ', '  ', '\n', '\n\n', '.', ',', ':', '?'),
  marker,
  fc.string({ unit: fc.constantFrom('a', '1', ' ', '[', ']', ',', '-', '\n'), maxLength: 6 }),
);
const textArb = fc.array(fragment, { maxLength: 30 }).map((parts) => parts.join(''));

const markersOf = (text: string) => [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));

describe('checkCitations, by property', () => {
  it('every marker left points into `cited`, every cited passage is referenced, numbered by first use', () => {
    fc.assert(
      fc.property(textArb, passagesArb, (text, passages) => {
        const { text: out, cited } = checkCitations(text, passages);
        const markers = markersOf(out);
        for (const k of markers) expect(k >= 1 && k <= cited.length).toBe(true);
        const firstUses = [...new Set(markers)];
        expect(firstUses).toEqual(cited.map((_, i) => i + 1));
        expect(new Set(cited).size).toBe(cited.length);
        for (const passage of cited) expect(passages).toContain(passage);
        expect(out).not.toMatch(/【\s*\d+\s*】/);
      }),
      { numRuns: 500 },
    );
  });

  it('is settled after one pass: checking its own output changes nothing', () => {
    fc.assert(
      fc.property(textArb, passagesArb, (text, passages) => {
        const once = checkCitations(text, passages);
        expect(checkCitations(once.text, once.cited)).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });

  it('text whose markers all point past the passages cites nothing and keeps no marker', () => {
    const invalid = fc.oneof(
      fc.constant('[0]'),
      fc.integer({ min: 4, max: 99 }).map((k) => `[${k}]`),
      fc.integer({ min: 4, max: 99 }).map((k) => `【${k}】`),
    );
    const words = fc.constantFrom('Fertile', 'days', ' ', '.', '\n');
    fc.assert(
      fc.property(fc.array(fc.oneof(invalid, words), { maxLength: 20 }), (parts) => {
        const { text, cited } = checkCitations(parts.join(''), P);
        expect(cited).toEqual([]);
        expect(markersOf(text)).toEqual([]);
      }),
    );
  });
});
