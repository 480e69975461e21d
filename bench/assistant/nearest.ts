/**
 * Measures the two ways of finding the passages nearest an embedding (retrieval/embed-passages.ts): cosine in
 * JavaScript over the stored real[] vectors, and the same cosine in SQL with unnest. Fills an in-memory
 * PGlite (or a scratch schema of PostgreSQL) with random vectors. Run: `npx tsx bench/assistant/nearest.ts [passages] [dimensions] [postgres-url]`.
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrate } from '../../apps/api/src/db/migrate';
import { assistantPassages } from '../../apps/api/src/db/schema';
import {
  nearestPassages,
  nearestPassagesInJs,
} from '../../apps/api/src/modules/assistant/retrieval/embed-passages';

const count = Number(process.argv[2] ?? 2000);
const dimensions = Number(process.argv[3] ?? 768);
/** A PostgreSQL URL to measure there instead (a scratch schema is made and dropped). */
const url = process.argv[4];

/** A small deterministic generator, so runs compare the same vectors. */
function random(seed: number) {
  let state = seed;
  return () => ((state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32) * 2 - 1;
}

async function main() {
  const schema = `bench_nearest_${process.pid}`;
  const handle = url
    ? await openDatabase({ kind: 'postgres', url, searchPath: schema, maxConnections: 2 })
    : await openDatabase({ kind: 'pglite' });
  if (url) await handle.execScript(`create schema ${schema}`);
  await migrate(handle);
  const next = random(7);
  const vector = () => Array.from({ length: dimensions }, next);
  for (let start = 0; start < count; start += 200) {
    const rows = Array.from({ length: Math.min(200, count - start) }, (_, i) => ({
      sourceKind: 'faq',
      sourceKey: String(start + i),
      sourceTitle: 'q',
      url: '/faq',
      body: 'a',
      position: 0,
      contentHash: 'x',
      embedding: vector(),
      embeddingModel: 'bench',
    }));
    await handle.db.insert(assistantPassages).values(rows);
  }
  const query = vector();
  const time = async (name: string, run: () => Promise<{ id: number }[]>) => {
    await run(); // warm-up
    const runs = 5;
    const started = performance.now();
    let ids: number[] = [];
    for (let i = 0; i < runs; i++) ids = (await run()).map((r) => r.id);
    console.log(
      `${name}: ${((performance.now() - started) / runs).toFixed(1)} ms per search; top ids ${ids.slice(0, 3).join(', ')}`,
    );
  };
  console.log(`${count} passages × ${dimensions} dimensions, ${url ? 'PostgreSQL' : 'PGlite in memory'}`);
  await time('JavaScript', () => nearestPassagesInJs(handle.db, query, 10, 'bench'));
  await time('SQL (unnest)', () => nearestPassages(handle.db, query, 10, 'bench'));
  if (url) await handle.execScript(`drop schema ${schema} cascade`);
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
