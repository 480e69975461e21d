import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../lib/markdown';
import { anchorHeadings } from '../../knowledge/headings';
import { parseArticleFile } from '../../knowledge/article-file';
import { KNOWLEDGE_DIR } from '../../knowledge/sync';
import { articlePassages, PART_MAX, type IndexableArticle } from './article-passages';
import { faqPassages } from './faq-passages';

const article = (body: string): IndexableArticle => ({
  slug: 'sample',
  title: 'Sample article',
  summary: 'What the sample covers.',
  body,
});

/** The ids the article page gives its headings, in order (knowledge/headings.ts). */
const pageAnchors = (body: string) => anchorHeadings(renderMarkdown(body)).headings.map((h) => h.id);
/** The section anchors of the passages, once each, in order. */
const passageAnchors = (drafts: ReturnType<typeof articlePassages>) => [
  ...new Set(drafts.map((d) => d.sectionId).filter((id): id is string => id !== null)),
];

describe('articlePassages', () => {
  it('opens with the summary and any text before the first heading, without an anchor', () => {
    const [intro, first] = articlePassages(article('Before any *heading*.\n\n## First\n\nBody.'));
    expect(intro).toMatchObject({
      sourceKind: 'knowledge',
      sourceKey: 'sample',
      sourceTitle: 'Sample article',
      sectionId: null,
      sectionTitle: null,
      url: '/knowledge-hub/sample',
      body: 'What the sample covers.\n\nBefore any heading.',
      position: 0,
    });
    expect(first).toMatchObject({
      sectionId: 'first',
      sectionTitle: 'First',
      url: '/knowledge-hub/sample#first',
      position: 1,
    });
  });

  it('gives each section the anchor the page gives its heading, repeated and formatted headings included', () => {
    const body = [
      '## What "ovarian reserve" means',
      'a',
      '## Risks & **side** effects',
      'b',
      '## [Linked](https://example.org) `code` heading',
      'c',
      '## Key points',
      'd',
      '## Key points',
      'e',
      '# A level-one heading the page demotes',
      'f',
      'Setext heading\n---',
      'g',
      '## ???',
      'h',
      '### A smaller heading stays inside its section',
      'i',
    ].join('\n\n');
    const drafts = articlePassages(article(body));
    expect(passageAnchors(drafts)).toEqual(pageAnchors(body));
    expect(passageAnchors(drafts)).toEqual([
      'what-ovarian-reserve-means',
      'risks-side-effects',
      'linked-code-heading',
      'key-points',
      'key-points-2',
      'a-level-one-heading-the-page-demotes',
      'setext-heading',
      'section',
    ]);
    expect(drafts.find((d) => d.sectionId === 'risks-side-effects')!.sectionTitle).toBe(
      'Risks & side effects',
    );
    expect(drafts.at(-1)!.body).toBe('h\n\nA smaller heading stays inside its section\n\ni');
  });

  it('writes plain prose: list items become sentences, emphasis and links keep only their words', () => {
    const body = [
      '## Section',
      'Guidelines suggest **an assessment** after [12 months](https://example.org/x "title"):',
      '- **under 35:** after 12 months',
      '- over 40: straight away;',
      '- already a sentence.',
      '1. numbered _item_',
      '   - nested item',
      '> A quote &amp; more',
    ].join('\n');
    const [, section] = articlePassages(article(body));
    expect(section!.body).toBe(
      'Guidelines suggest an assessment after 12 months:\n\nUnder 35: after 12 months. Over 40: straight away. Already a sentence.\n\n' +
        'Numbered item. Nested item.\n\nA quote & more',
    );
  });

  it('splits a long section between paragraphs into parts of at most PART_MAX characters, each with its anchor', () => {
    const paragraph = (n: number) => `Paragraph ${n} ${'says something useful. '.repeat(14).trim()}`;
    const body = `## Long one\n\n${Array.from({ length: 6 }, (_, i) => paragraph(i + 1)).join('\n\n')}\n\n## Short\n\nx`;
    const drafts = articlePassages(article(body));
    const parts = drafts.filter((d) => d.sectionId === 'long-one');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(part.body.length).toBeLessThanOrEqual(PART_MAX);
      expect(part).toMatchObject({ sectionTitle: 'Long one', url: '/knowledge-hub/sample#long-one' });
      expect(part.body).toMatch(/^Paragraph \d/);
    }
    expect(parts.map((p) => p.body).join('\n\n')).toBe(
      Array.from({ length: 6 }, (_, i) => paragraph(i + 1)).join('\n\n'),
    );
    expect(drafts.map((d) => d.position)).toEqual(drafts.map((_, i) => i));
  });

  describe('on every article of the knowledge hub', () => {
    const files = fs.readdirSync(KNOWLEDGE_DIR).filter((f) => f.endsWith('.md'));
    const articles = files.map((file) =>
      parseArticleFile(file, fs.readFileSync(path.join(KNOWLEDGE_DIR, file), 'utf8')),
    );

    it.each(articles.map((a) => [a.slug, a] as const))(
      '%s: anchors equal the page’s heading ids',
      (_slug, a) => {
        expect(passageAnchors(articlePassages(a))).toEqual(pageAnchors(a.body));
      },
    );

    it('leaves no markdown in the prose and no part longer than PART_MAX after a split', () => {
      for (const a of articles) {
        for (const draft of articlePassages(a)) {
          expect(draft.body, `${a.slug}#${draft.sectionId}`).not.toMatch(/\*\*|\]\(|^\s*[-*] |^#+ |`/m);
          expect(draft.body.trim().length).toBeGreaterThan(0);
        }
        const drafts = articlePassages(a);
        for (const draft of drafts) {
          const split = drafts.filter((d) => d.sectionId === draft.sectionId).length > 1;
          if (split) expect(draft.body.length).toBeLessThanOrEqual(PART_MAX);
        }
      }
    });
  });
});

describe('faqPassages', () => {
  it('makes one passage of a published entry, opening the FAQ at it', () => {
    expect(
      faqPassages({ id: 7, question: ' What is AMH? ', answer: 'A  blood test.', isActive: true }),
    ).toEqual([
      {
        sourceKind: 'faq',
        sourceKey: '7',
        sourceTitle: 'What is AMH?',
        sectionId: null,
        sectionTitle: null,
        url: '/faq#faq-7',
        body: 'A blood test.',
        position: 0,
      },
    ]);
  });

  it('makes none of a hidden entry', () => {
    expect(faqPassages({ id: 7, question: 'q', answer: 'a', isActive: false })).toEqual([]);
  });
});
