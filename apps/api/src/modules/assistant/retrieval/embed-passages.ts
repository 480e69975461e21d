import type { DbOrTx } from '../../../db/client';
import { embeddingRows, nearestEmbeddingRowsInSql, passagesToEmbed, saveEmbedding } from './passage-repo';

/** An OpenAI-compatible embeddings endpoint, as the writers' client offers it (writers/embeddings-client.ts). */
export type Embedder = { model: string; embed(texts: readonly string[]): Promise<number[][]> };

/** Passages sent to the endpoint per request. */
export const EMBED_BATCH = 32;

/** What an embedding is computed from: the passage as a reader meets it, titles first. */
export const embeddingText = (p: {
  sourceTitle: string;
  sectionTitle: string | null;
  body: string;
}): string => [p.sourceTitle, p.sectionTitle, p.body].filter(Boolean).join('\n\n');

/**
 * Embeds every passage that has no embedding from `embedder.model` (new, changed since, or embedded by
 * another model), in batches; returns how many it embedded. Safe to run again at any time: a passage whose
 * text changes loses its embedding (passage-repo.ts savePassages), so the next run picks it up.
 */
export async function embedMissingPassages(db: DbOrTx, embedder: Embedder): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await passagesToEmbed(db, embedder.model, EMBED_BATCH);
    if (batch.length === 0) return done;
    const vectors = await embedder.embed(batch.map(embeddingText));
    if (vectors.length !== batch.length)
      throw new Error(`The embeddings endpoint answered ${vectors.length} vectors for ${batch.length} texts`);
    for (const [i, passage] of batch.entries())
      await saveEmbedding(db, passage.id, vectors[i]!, embedder.model);
    done += batch.length;
  }
}

const norm = (v: ArrayLike<number>) => {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i]! * v[i]!;
  return Math.sqrt(sum);
};

/**
 * The `limit` passages whose embedding is most similar (cosine) to `queryVector`, best first; only
 * embeddings of the same length (and of `model`, when given) are compared. Computed in SQL over real[]
 * (unnest): measured faster than reading the vectors out and comparing them in JavaScript, on PGlite and on
 * PostgreSQL alike (bench/assistant/nearest.ts; 2,000 passages × 768 numbers: 260 ms against 440 ms on
 * PGlite, 140 ms against 480 ms on PostgreSQL), because most of the JavaScript way's time goes on moving
 * and parsing the arrays.
 */
export const nearestPassages = (
  db: DbOrTx,
  queryVector: readonly number[],
  limit: number,
  model?: string,
): Promise<{ id: number; similarity: number }[]> =>
  norm(queryVector) === 0 || limit <= 0
    ? Promise.resolve([])
    : nearestEmbeddingRowsInSql(db, queryVector, limit, model);

/** The same search in JavaScript, kept to measure against (bench/assistant/nearest.ts) and to test the SQL by. */
export async function nearestPassagesInJs(
  db: DbOrTx,
  queryVector: readonly number[],
  limit: number,
  model?: string,
): Promise<{ id: number; similarity: number }[]> {
  const queryNorm = norm(queryVector);
  if (queryNorm === 0 || limit <= 0) return [];
  const scored: { id: number; similarity: number }[] = [];
  for (const row of await embeddingRows(db, model, queryVector.length)) {
    const vector = row.embedding!;
    let dot = 0;
    for (let i = 0; i < vector.length; i++) dot += vector[i]! * queryVector[i]!;
    const rowNorm = norm(vector);
    if (rowNorm > 0) scored.push({ id: row.id, similarity: dot / (rowNorm * queryNorm) });
  }
  return scored.sort((a, b) => b.similarity - a.similarity || a.id - b.id).slice(0, limit);
}
