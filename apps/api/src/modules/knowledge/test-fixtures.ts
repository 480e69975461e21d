import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type FixtureArticle = {
  slug: string;
  title?: string;
  summary?: string;
  category?: string;
  reviewedOn?: string;
  url?: string;
  body?: string;
};

/** One article file in the hub's format; fields left out get plain, valid values. */
export const articleText = (f: FixtureArticle): string =>
  [
    '---',
    `slug: ${f.slug}`,
    `title: ${JSON.stringify(f.title ?? `About ${f.slug}`)}`,
    `summary: ${JSON.stringify(f.summary ?? `A short summary of ${f.slug}.`)}`,
    `category: ${f.category ?? 'Treatments'}`,
    'reviewed_by: Fertilia editorial team',
    `reviewed_on: ${f.reviewedOn ?? '2026-11-20'}`,
    'references:',
    '  - title: "Fertility problems: assessment and treatment"',
    '    publisher: NICE',
    `    url: ${f.url ?? 'https://www.nice.org.uk/guidance/cg156'}`,
    '    year: 2013',
    '---',
    f.body ?? `## Overview\n\nPlain words about ${f.slug}.\n\n## Key points\n\n- One point.`,
    '',
  ].join('\n');

/** A temporary content folder holding exactly these files (name = slug unless `file` says otherwise). */
export function articleDir(articles: (FixtureArticle & { file?: string; raw?: string })[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fertilia-kh-'));
  for (const article of articles) {
    fs.writeFileSync(
      path.join(dir, article.file ?? `${article.slug}.md`),
      article.raw ?? articleText(article),
    );
  }
  return dir;
}
