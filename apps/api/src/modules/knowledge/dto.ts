import type { KnowledgeArticle, KnowledgeArticleSummary, KnowledgeCategory } from '@fertilia/contracts';
import type { ArticleListRow, ArticleRow } from './repo';
import { anchorHeadings } from './headings';
import { highlightedSnippet } from './snippet';

type SummaryFields = Omit<ArticleListRow, 'snippet'>;

const toSummaryFields = (row: SummaryFields): Omit<KnowledgeArticleSummary, 'snippet'> => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  // The loader only stores categories of the fixed list.
  category: row.category as KnowledgeCategory,
  reading_minutes: row.readingMinutes,
  reviewed_on: row.reviewedOn,
});

export const toArticleSummary = (row: ArticleListRow): KnowledgeArticleSummary => ({
  ...toSummaryFields(row),
  snippet: row.snippet === null ? null : highlightedSnippet(row.snippet),
});

export function toArticle(row: ArticleRow, related: SummaryFields[]): KnowledgeArticle {
  const { html, headings } = anchorHeadings(row.bodyHtml);
  return {
    ...toSummaryFields(row),
    body_html: html,
    headings,
    references: row.references,
    reviewed_by: row.reviewedBy,
    related: related.map(toSummaryFields),
  };
}
