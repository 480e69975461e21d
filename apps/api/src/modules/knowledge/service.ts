import type { z } from 'zod';
import {
  KNOWLEDGE_CATEGORIES,
  KNOWLEDGE_RELATED_COUNT,
  MESSAGES,
  type KnowledgeArticle,
  type KnowledgeArticlePage,
  type KnowledgeCategoryCount,
  type knowledgeListQuery,
} from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { toArticle, toArticleSummary } from './dto';
import {
  categoryCountRows,
  countArticleRows,
  findArticleRow,
  listArticleRows,
  relatedArticleRows,
  searchArticleRows,
} from './repo';

export type KnowledgeListParams = z.output<typeof knowledgeListQuery>;

/** Public list: a category shelf, a full-text search, or both; paged like every list. */
export async function listArticles(db: DbOrTx, params: KnowledgeListParams): Promise<KnowledgeArticlePage> {
  const page = { skip: params.skip, limit: params.limit };
  const { rows, total } = params.q
    ? await searchArticleRows(db, { category: params.category, q: params.q }, page)
    : await Promise.all([
        listArticleRows(db, { category: params.category }, page),
        countArticleRows(db, { category: params.category }),
      ]).then(([found, count]) => ({ rows: found, total: count }));
  return { items: rows.map(toArticleSummary), total, skip: params.skip, limit: params.limit };
}

/** Non-empty categories in the hub's own order (the order of the fixed list), not alphabetical. */
export async function listCategories(db: DbOrTx): Promise<KnowledgeCategoryCount[]> {
  const counts = new Map((await categoryCountRows(db)).map((r) => [r.category, r.count]));
  return KNOWLEDGE_CATEGORIES.filter((c) => counts.get(c)).map((category) => ({
    category,
    count: counts.get(category)!,
  }));
}

export async function getArticle(db: DbOrTx, slug: string): Promise<KnowledgeArticle> {
  const row = await findArticleRow(db, slug);
  if (!row) throw notFound(MESSAGES.articleNotFound);
  return toArticle(row, await relatedArticleRows(db, row, KNOWLEDGE_RELATED_COUNT));
}
