import { and, asc, count, eq, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { knowledgeArticles } from '../../db/schema';
import { rowsOf } from '../../db/migrate';
import { HIGHLIGHT_START, HIGHLIGHT_STOP } from './snippet';

export type ArticleRow = typeof knowledgeArticles.$inferSelect;
export type NewArticleRow = typeof knowledgeArticles.$inferInsert;
export type ArticleListRow = Pick<
  ArticleRow,
  'slug' | 'title' | 'summary' | 'category' | 'readingMinutes' | 'reviewedOn'
> & { snippet: string | null };

const a = knowledgeArticles;
const listColumns = {
  slug: a.slug,
  title: a.title,
  summary: a.summary,
  category: a.category,
  readingMinutes: a.readingMinutes,
  reviewedOn: a.reviewedOn,
};

/** Exactly the expression of the GIN index knowledge_articles_search_idx, so the planner can use it. */
const searchVector = sql`to_tsvector('english', ${a.title} || ' ' || ${a.summary} || ' ' || ${a.body})`;
/** Ranking only (the index filters): title words count most, then the summary, then the body. */
const weightedVector = sql`setweight(to_tsvector('english', ${a.title}), 'A') || setweight(to_tsvector('english', ${a.summary}), 'B') || setweight(to_tsvector('english', ${a.body}), 'D')`;
/** websearch syntax never raises on odd input ("quotes", or, -minus), unlike to_tsquery. */
const searchQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;
/** The body without list markers, link targets and markup characters, so passages read as prose. */
const bodyProse = sql`regexp_replace(regexp_replace(regexp_replace(${a.body}, ${'^[ \\t]*([-+]|\\d+\\.)\\s+'}, '', 'gn'), ${'\\]\\([^)]*\\)'}, ']', 'g'), ${'[#*_`>|\\[\\]]+'}, '', 'g')`;
const HEADLINE_OPTIONS = `StartSel="${HIGHLIGHT_START}", StopSel="${HIGHLIGHT_STOP}", MinWords=12, MaxWords=30, MaxFragments=2, FragmentDelimiter=" … "`;

type ListFilter = { category?: string; q?: string };

const whereOf = ({ category, q }: ListFilter): SQL | undefined =>
  and(
    category ? eq(a.category, category) : undefined,
    q ? sql`${searchVector} @@ ${searchQuery(q)}` : undefined,
  );

export const countArticleRows = async (db: DbOrTx, filter: ListFilter): Promise<number> =>
  (await db.select({ n: count() }).from(a).where(whereOf(filter)))[0]?.n ?? 0;

/** Without a search: alphabetical. */
export async function listArticleRows(
  db: DbOrTx,
  filter: ListFilter,
  page: { skip: number; limit: number },
): Promise<ArticleListRow[]> {
  const rows = await db
    .select(listColumns)
    .from(a)
    .where(whereOf(filter))
    .orderBy(asc(a.title), asc(a.id))
    .limit(page.limit)
    .offset(page.skip);
  return rows.map((row) => ({ ...row, snippet: null }));
}

/**
 * Full-text search: best match first, each row with its highlighted passage, and the total in the same
 * query. The passage is computed in the outer query, so ts_headline runs for the page's rows only.
 */
export function searchArticleRows(
  db: DbOrTx,
  filter: ListFilter & { q: string },
  page: { skip: number; limit: number },
): Promise<{ rows: ArticleListRow[]; total: number }> {
  const query = searchQuery(filter.q);
  return db.transaction(async (tx) => {
    // On a table of a few dozen rows the planner picks a sequential scan, which parses every article's text
    // on every search; the GIN index answers the match without parsing any, so it is always the cheaper path.
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`
      select ${a.slug} as slug, ${a.title} as title, ${a.summary} as summary, ${a.category} as category,
             ${a.readingMinutes} as "readingMinutes", ${a.reviewedOn}::text as "reviewedOn",
             ts_headline('english', ${bodyProse}, ${query}, ${HEADLINE_OPTIONS}) as snippet,
             matched.total
      from (
        select ${a.id} as id, ts_rank(${weightedVector}, ${query}) as rank, count(*) over () as total
        from ${a}
        where ${whereOf(filter)}
        order by rank desc, ${a.title} asc, ${a.id} asc
        limit ${page.limit} offset ${page.skip}
      ) as matched
      join ${a} on ${a.id} = matched.id
      order by matched.rank desc, ${a.title} asc, ${a.id} asc`);
    const found = rowsOf<ArticleListRow & { total: number | string }>(result);
    // A page past the end has no row to carry the total; count separately only then.
    const total = found.length
      ? Number(found[0]!.total)
      : page.skip > 0
        ? await countArticleRows(tx, filter)
        : 0;
    return { rows: found.map(({ total: _total, ...row }) => row), total };
  });
}

export const categoryCountRows = (db: DbOrTx): Promise<{ category: string; count: number }[]> =>
  db.select({ category: a.category, count: count() }).from(a).groupBy(a.category);

export const findArticleRow = async (db: DbOrTx, slug: string): Promise<ArticleRow | undefined> =>
  (await db.select().from(a).where(eq(a.slug, slug)).limit(1))[0];

export const relatedArticleRows = (db: DbOrTx, article: ArticleRow, limit: number) =>
  db
    .select(listColumns)
    .from(a)
    .where(and(eq(a.category, article.category), ne(a.slug, article.slug)))
    .orderBy(asc(a.title))
    .limit(limit);

/** Inserts new slugs, rewrites existing ones in place (ids, and so links, stay stable). */
export async function upsertArticleRows(db: DbOrTx, rows: NewArticleRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(a)
    .values(rows)
    .onConflictDoUpdate({
      target: a.slug,
      set: {
        title: sql`excluded.title`,
        summary: sql`excluded.summary`,
        category: sql`excluded.category`,
        body: sql`excluded.body`,
        bodyHtml: sql`excluded.body_html`,
        references: sql`excluded.references`,
        reviewedBy: sql`excluded.reviewed_by`,
        reviewedOn: sql`excluded.reviewed_on`,
        readingMinutes: sql`excluded.reading_minutes`,
        updatedAt: sql`now()`,
      },
    });
}

/** Removes every article whose file is gone; returns how many. */
export const deleteArticleRowsExcept = async (db: DbOrTx, keep: string[]): Promise<number> =>
  (
    await db
      .delete(a)
      .where(keep.length ? notInArray(a.slug, keep) : undefined)
      .returning({ slug: a.slug })
  ).length;

/** Makes the table hold exactly these articles, in one transaction; returns how many were removed. */
export const replaceArticleRows = (db: DbOrTx, rows: NewArticleRow[]): Promise<number> =>
  db.transaction(async (tx) => {
    await upsertArticleRows(tx, rows);
    return deleteArticleRowsExcept(
      tx,
      rows.map((r) => r.slug),
    );
  });
