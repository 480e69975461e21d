import { Lexer, type Token, type Tokens } from 'marked';
import { firstFreeSlug, slugify } from '../../../lib/slug';
import { blockUnits, inlineText } from './markdown-prose';
import type { PassageDraft } from './passage-draft';

/** What the index needs of a knowledge-hub article. */
export type IndexableArticle = { slug: string; title: string; summary: string; body: string };

/** A section longer than this is split, so a cited passage is something a reader can take in at a glance. */
export const SECTION_SPLIT_ABOVE = 1200;
/** The most a part of a split section holds (a single longer sentence still makes a part of its own). */
export const PART_MAX = 900;

type Section = { heading: string | null; blocks: string[][] };

/**
 * Level-1 and level-2 headings both open a section: the page renders `#` as an `<h2>` too (lib/markdown
 * demotes it), and every `<h2>` gets an anchor.
 */
const opensSection = (token: Token): token is Tokens.Heading =>
  token.type === 'heading' && (token as Tokens.Heading).depth <= 2;

function sectionsOf(markdown: string): Section[] {
  const sections: Section[] = [{ heading: null, blocks: [] }];
  for (const token of Lexer.lex(markdown, { gfm: true })) {
    if (opensSection(token)) sections.push({ heading: inlineText(token.tokens).trim(), blocks: [] });
    else {
      const units = blockUnits(token);
      if (units.length) sections.at(-1)!.blocks.push(units);
    }
  }
  return sections;
}

/** Units of one block join with a space (one paragraph); blocks are separated by a blank line. */
function packParts(blocks: string[][], max: number): string[] {
  const units = blocks.flatMap((block) =>
    block.flatMap(splitLongUnit(max)).map((text, i) => ({ text, opens: i === 0 })),
  );
  const parts: string[] = [];
  let current = '';
  for (const { text, opens } of units) {
    const joined = current ? `${current}${opens ? '\n\n' : ' '}${text}` : text;
    if (current && joined.length > max) {
      parts.push(current);
      current = text;
    } else current = joined;
  }
  if (current) parts.push(current);
  return parts;
}

/** A single paragraph longer than a part is cut between its sentences. */
const splitLongUnit =
  (max: number) =>
  (unit: string): string[] =>
    unit.length <= max ? [unit] : unit.split(/(?<=[.!?])\s+(?=["'“(]?[A-Z0-9])/);

const joinBlocks = (blocks: string[][]) => blocks.map((block) => block.join(' ')).join('\n\n');

/**
 * An article's passages: first its summary with any text before the first heading (no anchor), then one per
 * `##` section, whose anchor is the id the article page gives that heading (knowledge/headings.ts: the slug
 * of its text, -2, -3 … when taken). A section longer than SECTION_SPLIT_ABOVE is split between paragraphs
 * into parts of at most PART_MAX characters, each with the section's heading and anchor.
 */
export function articlePassages(article: IndexableArticle): PassageDraft[] {
  const [intro, ...sections] = sectionsOf(article.body);
  const base = { sourceKind: 'knowledge' as const, sourceKey: article.slug, sourceTitle: article.title };
  const pageUrl = `/knowledge-hub/${article.slug}`;
  const drafts: PassageDraft[] = [
    {
      ...base,
      sectionId: null,
      sectionTitle: null,
      url: pageUrl,
      body: [article.summary.trim(), joinBlocks(intro!.blocks)].filter(Boolean).join('\n\n'),
      position: 0,
    },
  ];
  const anchors: string[] = [];
  for (const section of sections) {
    const anchor = firstFreeSlug(slugify(section.heading!, 'section'), anchors);
    anchors.push(anchor);
    const whole = joinBlocks(section.blocks);
    const bodies = whole.length > SECTION_SPLIT_ABOVE ? packParts(section.blocks, PART_MAX) : [whole];
    for (const body of bodies) {
      if (!body) continue;
      drafts.push({
        ...base,
        sectionId: anchor,
        sectionTitle: section.heading,
        url: `${pageUrl}#${anchor}`,
        body,
        position: drafts.length,
      });
    }
  }
  return drafts;
}
