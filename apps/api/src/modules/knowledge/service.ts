import type { z } from 'zod';
import {
  KNOWLEDGE_CATEGORIES,
  KNOWLEDGE_RELATED_COUNT,
  MESSAGES,
  notFound,
  type KnowledgeArticle,
  type KnowledgeArticlePage,
  type KnowledgeCategoryCount,
  type knowledgeListQuery,
} from '@fertilia/contracts';
import type { Context } from '../../http/context';
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
export async function listArticles(ctx: Context, params: KnowledgeListParams): Promise<KnowledgeArticlePage> {
  const { db } = ctx;
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
export async function listCategories(ctx: Context): Promise<KnowledgeCategoryCount[]> {
  const counts = new Map((await categoryCountRows(ctx.db)).map((r) => [r.category, r.count]));
  return KNOWLEDGE_CATEGORIES.filter((c) => counts.get(c)).map((category) => ({
    category,
    count: counts.get(category)!,
  }));
}

export async function getArticle(ctx: Context, slug: string): Promise<KnowledgeArticle> {
  const row = await findArticleRow(ctx.db, slug);
  if (!row) throw notFound(MESSAGES.articleNotFound);
  return toArticle(row, await relatedArticleRows(ctx.db, row, KNOWLEDGE_RELATED_COUNT));
}
