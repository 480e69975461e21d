import type { DbOrTx } from '../../db/client';
import type { RetrievedPassage } from './passage';
import { embedMissingPassages, nearestPassages } from './retrieval/embed-passages';
import { fuseRankings } from './retrieval/hybrid';
import { passagesByIds, retrievePassages } from './retrieval/search';
import { isStrongEnough } from './retrieval/strength';
import { createEmbeddingsClient, type EmbeddingsSettings } from './writers/embeddings-client';

/*
 * Which passages an answer may rest on (ADR 020): PostgreSQL full-text ranking, and, when an embeddings
 * endpoint is configured, its nearest passages fused in by reciprocal rank. Whether anything is strong enough
 * to answer from is always the full-text score's call: it is calibrated (bench/assistant), a similarity is not.
 */

export type Retrieval = { passages: RetrievedPassage[]; strong: boolean };

type WarningLog = { warn(details: object, message: string): void };

export async function retrieveFor(
  db: DbOrTx,
  question: string,
  limit: number,
  embeddings: EmbeddingsSettings | null,
  log: WarningLog,
): Promise<Retrieval> {
  const fullText = await retrievePassages(db, question, { limit: embeddings ? limit * 2 : limit });
  const strong = isStrongEnough(fullText);
  if (!embeddings) return { passages: fullText, strong };
  try {
    const client = createEmbeddingsClient(embeddings);
    // Passages are embedded when first needed after they change; with nothing new this is one small query.
    await embedMissingPassages(db, client);
    const [vector] = await client.embed([question]);
    const near = await nearestPassages(db, vector ?? [], limit * 2, client.model);
    const fused = fuseRankings(fullText, near).slice(0, limit);
    const loaded = new Map(
      (
        await passagesByIds(
          db,
          fused.filter((f) => !f.fullText).map((f) => f.id),
        )
      ).map((p) => [p.id, p]),
    );
    return { passages: fused.flatMap((f) => f.fullText ?? loaded.get(f.id) ?? []), strong };
  } catch (err) {
    log.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'assistant: the embeddings endpoint failed; ranking by full text alone',
    );
    return { passages: fullText.slice(0, limit), strong };
  }
}
