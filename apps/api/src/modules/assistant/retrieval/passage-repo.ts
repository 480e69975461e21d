import { and, asc, count, eq, gte, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AssistantSourceKind } from '@fertilia/contracts';
import type { DbOrTx } from '../../../db/client';
import { rowsOf } from '../../../db/migrate';
import { assistantPassages, faqs } from '../../../db/schema';
import type { PassageDraft } from './passage-draft';

/* The assistant's passage index: its upkeep, its full-text search and its optional embeddings. */

const p = assistantPassages;
/** What retrieval reads of a passage. */
export type PassageRow = Pick<
  typeof p.$inferSelect,
  | 'id'
  | 'sourceKind'
  | 'sourceKey'
  | 'sourceTitle'
  | 'sectionId'
  | 'sectionTitle'
  | 'url'
  | 'body'
  | 'position'
>;
const passageColumns = {
  id: p.id,
  sourceKind: p.sourceKind,
  sourceKey: p.sourceKey,
  sourceTitle: p.sourceTitle,
  sectionId: p.sectionId,
  sectionTitle: p.sectionTitle,
  url: p.url,
  body: p.body,
  position: p.position,
};

// ---- upkeep ----

export type StoredPassageKey = { sourceKey: string; position: number; contentHash: string };

/** What the index holds of a kind of source (or one source): enough to tell what changed. */
export const storedPassageKeys = (
  db: DbOrTx,
  kind: AssistantSourceKind,
  sourceKey?: string,
): Promise<StoredPassageKey[]> =>
  db
    .select({ sourceKey: p.sourceKey, position: p.position, contentHash: p.contentHash })
    .from(p)
    .where(and(eq(p.sourceKind, kind), sourceKey === undefined ? undefined : eq(p.sourceKey, sourceKey)));

/**
 * Writes passages by (source, position). A passage whose text changed keeps its id but loses its embedding,
 * which was computed from the old text.
 */
export async function savePassages(db: DbOrTx, drafts: (PassageDraft & { contentHash: string })[]) {
  if (drafts.length === 0) return;
  await db
    .insert(p)
    .values(drafts)
    .onConflictDoUpdate({
      target: [p.sourceKind, p.sourceKey, p.position],
      set: {
        sourceTitle: sql`excluded.source_title`,
        sectionId: sql`excluded.section_id`,
        sectionTitle: sql`excluded.section_title`,
        url: sql`excluded.url`,
        body: sql`excluded.body`,
        contentHash: sql`excluded.content_hash`,
        embedding: null,
        embeddingModel: null,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${p.contentHash} <> excluded.content_hash`,
    });
}

/** Drops a source's passages from `fromPosition` on (all of them from 0). */
export async function deleteSourcePassages(
  db: DbOrTx,
  kind: AssistantSourceKind,
  sourceKey: string,
  fromPosition = 0,
): Promise<void> {
  await db
    .delete(p)
    .where(and(eq(p.sourceKind, kind), eq(p.sourceKey, sourceKey), gte(p.position, fromPosition)));
}

/** Drops the passages of every source of `kind` not in `keep`; returns how many sources went. */
export async function deletePassagesOfSourcesExcept(
  db: DbOrTx,
  kind: AssistantSourceKind,
  keep: readonly string[],
): Promise<number> {
  const gone = await db
    .delete(p)
    .where(and(eq(p.sourceKind, kind), keep.length ? notInArray(p.sourceKey, [...keep]) : undefined))
    .returning({ sourceKey: p.sourceKey });
  return new Set(gone.map((row) => row.sourceKey)).size;
}

/** The FAQ as its table holds it: the index of every entry is rebuilt from this at start-up. */
export const faqEntriesToIndex = (db: DbOrTx) =>
  db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer, isActive: faqs.isActive })
    .from(faqs)
    .orderBy(asc(faqs.id));

// ---- full-text search ----

export type TermLexeme = { term: number; lexeme: string; position: number };

/** The lexemes PostgreSQL's English configuration makes of each text, with their positions in it. */
export async function lexemesOf(db: DbOrTx, texts: readonly string[]): Promise<TermLexeme[]> {
  if (texts.length === 0) return [];
  const result = await db.execute(sql`
    select t.ord::int - 1 as term, l.lexeme, pos::int as position
    from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as t(text, ord)
    cross join lateral unnest(to_tsvector('english', t.text)) as l
    cross join lateral unnest(l.positions) as pos
    order by t.ord, pos`);
  return rowsOf<TermLexeme>(result).map((row) => ({
    ...row,
    term: Number(row.term),
    position: Number(row.position),
  }));
}

export type MatchedPassageRow = PassageRow & {
  rank: number;
  /** One character per concept, in the order given: '1' when the passage (title, section or body) holds it. */
  matched: string;
  /** The same for the passage's own words: its section and body (an FAQ entry's question and answer). */
  matchedOwn: string;
  /** The same for its whole source: some passage of the same article holds the concept. */
  matchedSource: string;
  /** How many passages the index holds, and how many hold each concept (its document frequency). */
  total: number;
  frequencies: number[];
};

/**
 * A passage's own words, without its article's title, which all its passages share. An article's first
 * passage (its summary, no section) describes the whole article as the title does, so it has none.
 */
const ownText = sql`to_tsvector('english', case when ${p.sourceKind} = 'faq' then ${p.sourceTitle} || ' ' || ${p.body} when ${p.sectionTitle} is null then '' else ${p.sectionTitle} || ' ' || ${p.body} end)`;

/**
 * The passages matching `ranked` (a tsquery text), best ts_rank first (normalised by the log of the passage's
 * length, so a long section does not win by size), with which of `concepts` (tsquery texts) each holds (in
 * all its text, in its own, and anywhere in its source), and how common each concept is in the whole index.
 * `ranked` must include every concept.
 */
export async function matchPassageRows(
  db: DbOrTx,
  concepts: readonly string[],
  ranked: string,
  limit: number,
): Promise<MatchedPassageRow[]> {
  if (concepts.length === 0) return [];
  const flags = (vector: SQL) =>
    sql.join(
      concepts.map((c) => sql`(${vector} @@ ${c}::tsquery)::int::text`),
      sql` || `,
    );
  // Every passage holding a concept matches `ranked`, so the window over the matching rows sees them all.
  const sourceFlags = sql.join(
    concepts.map(
      (c) =>
        sql`(bool_or(${p.searchVector} @@ ${c}::tsquery) over (partition by ${p.sourceKind}, ${p.sourceKey}))::int::text`,
    ),
    sql` || `,
  );
  const frequencies = sql.join(
    concepts.map((c) => sql`count(*) filter (where ${p.searchVector} @@ ${c}::tsquery)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with stats as (select count(*)::int as total, array[${frequencies}]::int[] as frequencies from ${p})
    select ${p.id} as id, ${p.sourceKind} as "sourceKind", ${p.sourceKey} as "sourceKey",
           ${p.sourceTitle} as "sourceTitle", ${p.sectionId} as "sectionId", ${p.sectionTitle} as "sectionTitle",
           ${p.url} as url, ${p.body} as body, ${p.position} as position,
           ts_rank(${p.searchVector}, ${ranked}::tsquery, 1) as rank,
           ${flags(sql`${p.searchVector}`)} as matched, ${flags(ownText)} as "matchedOwn",
           ${sourceFlags} as "matchedSource",
           stats.total, stats.frequencies
    from ${p} cross join stats
    where ${p.searchVector} @@ ${ranked}::tsquery
    order by rank desc, ${p.id}
    limit ${limit}`);
  return rowsOf<MatchedPassageRow>(result).map((row) => ({
    ...row,
    rank: Number(row.rank),
    total: Number(row.total),
    frequencies: parseIntArray(row.frequencies),
  }));
}

/** node-postgres answers int[] as an array; PGlite may answer its text form. */
const parseIntArray = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.map(Number)
    : String(value).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);

export const passageRowsByIds = (db: DbOrTx, ids: readonly number[]): Promise<PassageRow[]> =>
  ids.length
    ? db
        .select(passageColumns)
        .from(p)
        .where(inArray(p.id, [...ids]))
    : Promise.resolve([]);

// ---- embeddings (optional) ----

/** Passages with no embedding from `model` (none, or one from another model), oldest id first. */
export const passagesToEmbed = (db: DbOrTx, model: string, limit: number) =>
  db
    .select({ id: p.id, sourceTitle: p.sourceTitle, sectionTitle: p.sectionTitle, body: p.body })
    .from(p)
    .where(sql`${p.embedding} is null or ${p.embeddingModel} is distinct from ${model}`)
    .orderBy(asc(p.id))
    .limit(limit);

export async function saveEmbedding(
  db: DbOrTx,
  id: number,
  embedding: number[],
  model: string,
): Promise<void> {
  await db.update(p).set({ embedding, embeddingModel: model }).where(eq(p.id, id));
}

/** Every embedding of `model` with `dimensions` numbers, for a nearest-neighbour search in JavaScript. */
export const embeddingRows = (db: DbOrTx, model: string | undefined, dimensions: number) =>
  db
    .select({ id: p.id, embedding: p.embedding })
    .from(p)
    .where(
      and(
        isNotNull(p.embedding),
        model === undefined ? undefined : eq(p.embeddingModel, model),
        sql`cardinality(${p.embedding}) = ${dimensions}`,
      ),
    );

/** Cosine similarity to `vector` over real[] with unnest, best first (ties by id). */
export async function nearestEmbeddingRowsInSql(
  db: DbOrTx,
  vector: readonly number[],
  limit: number,
  model?: string,
): Promise<{ id: number; similarity: number }[]> {
  const literal = `{${vector.join(',')}}`;
  const result = await db.execute(sql`
    select ${p.id} as id, s.dot / nullif(sqrt(s.nn) * sqrt(s.qq), 0) as similarity
    from ${p}
    cross join lateral (
      select sum(a * b) as dot, sum(a * a) as nn, sum(b * b) as qq
      from unnest(${p.embedding}, ${literal}::real[]) as t(a, b)
    ) as s
    where ${p.embedding} is not null and cardinality(${p.embedding}) = ${vector.length}
      ${model === undefined ? sql`` : sql`and ${p.embeddingModel} = ${model}`}
    order by similarity desc nulls last, ${p.id}
    limit ${limit}`);
  return rowsOf<{ id: number; similarity: number }>(result).map((row) => ({
    id: Number(row.id),
    similarity: Number(row.similarity),
  }));
}

/** How many passages answers can draw on (the assistant's status shows it). */
export const countPassageRows = async (db: DbOrTx): Promise<number> =>
  (await db.select({ n: count() }).from(assistantPassages))[0]!.n;
