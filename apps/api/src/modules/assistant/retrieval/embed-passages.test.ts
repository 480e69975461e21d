import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { assistantPassages } from '../../../db/schema';
import { openTestDatabase } from '../../../test/app';
import {
  embedMissingPassages,
  embeddingText,
  nearestPassages,
  nearestPassagesInJs,
  type Embedder,
} from './embed-passages';
import { indexFaqEntry } from './index-service';

/**
 * Hand-made vectors: each word of the FAQ question picks an axis, so similar questions point alike. It stands
 * for the embeddings endpoint's answers; the endpoint's HTTP client is tested against a local server elsewhere.
 */
const AXES = ['egg', 'sperm', 'embryo', 'cost'];
const handMade = (model: string, texts: string[][] = []): Embedder => ({
  model,
  embed(batch) {
    texts.push([...batch]);
    return Promise.resolve(
      batch.map((text) => AXES.map((axis) => (text.toLowerCase().includes(axis) ? 1 : 0))),
    );
  },
});

describe('embeddings of passages', () => {
  let handle: DatabaseHandle;
  const entries = [
    { id: 1, question: 'Egg questions', answer: 'About the egg.', isActive: true },
    { id: 2, question: 'Sperm questions', answer: 'About sperm.', isActive: true },
    { id: 3, question: 'Embryo and egg questions', answer: 'About the embryo.', isActive: true },
    { id: 4, question: 'Cost questions', answer: 'About money.', isActive: true },
  ];
  beforeAll(async () => {
    handle = await openTestDatabase();
    for (const entry of entries) await indexFaqEntry(handle.db, entry);
  });
  afterAll(() => handle.close());
  const db = () => handle.db;
  const ids = async () =>
    Object.fromEntries(
      (await db().select().from(assistantPassages).orderBy(asc(assistantPassages.id))).map((p) => [
        p.sourceKey,
        p.id,
      ]),
    );

  it('embeds every passage lacking an embedding of the model, titles first, and nothing twice', async () => {
    const sent: string[][] = [];
    expect(await embedMissingPassages(db(), handMade('m1', sent))).toBe(4);
    expect(sent.flat()).toContain(
      embeddingText({ sourceTitle: 'Egg questions', sectionTitle: null, body: 'About the egg.' }),
    );
    expect(sent.flat()[0]).toBe('Egg questions\n\nAbout the egg.');
    expect(await embedMissingPassages(db(), handMade('m1'))).toBe(0);
    const rows = await db().select().from(assistantPassages);
    expect(rows.every((r) => r.embeddingModel === 'm1' && r.embedding?.length === 4)).toBe(true);
  });

  it('embeds a changed passage again, and all of them for another model', async () => {
    await indexFaqEntry(db(), { ...entries[3]!, answer: 'About money and the egg.' });
    const sent: string[][] = [];
    expect(await embedMissingPassages(db(), handMade('m1', sent))).toBe(1);
    expect(sent.flat()).toEqual(['Cost questions\n\nAbout money and the egg.']);
    expect(await embedMissingPassages(db(), handMade('m2'))).toBe(4);
    expect(await embedMissingPassages(db(), handMade('m1'))).toBe(4);
  });

  it('refuses an answer with the wrong number of vectors', async () => {
    const broken: Embedder = { model: 'broken', embed: () => Promise.resolve([[1, 0, 0, 0]]) };
    await expect(embedMissingPassages(db(), broken)).rejects.toThrow(/1 vectors for 4 texts/);
  });

  it('finds the nearest passages by cosine, in SQL and in JavaScript alike', async () => {
    const byKey = await ids();
    const query = [1, 0, 1, 0]; // egg and embryo
    const sql = await nearestPassages(db(), query, 3, 'm1');
    expect(sql.map((n) => n.id)).toEqual([byKey['3'], byKey['1'], byKey['4']]);
    expect(sql[0]!.similarity).toBeCloseTo(1, 6);
    expect(sql[1]!.similarity).toBeCloseTo(1 / Math.SQRT2, 6);
    const js = await nearestPassagesInJs(db(), query, 3, 'm1');
    expect(js.map((n) => n.id)).toEqual(sql.map((n) => n.id));
    js.forEach((n, i) => expect(n.similarity).toBeCloseTo(sql[i]!.similarity, 5));
  });

  it('compares only vectors of the same length and model, and finds nothing for a zero vector', async () => {
    expect(await nearestPassages(db(), [1, 0, 1], 3)).toEqual([]);
    expect(await nearestPassages(db(), [0, 0, 0, 0], 3)).toEqual([]);
    expect(await nearestPassages(db(), [1, 0, 0, 0], 3, 'no-such-model')).toEqual([]);
    expect(await nearestPassages(db(), [0, 1, 0, 0], 1)).toEqual([
      expect.objectContaining({ similarity: 1 }),
    ]);
  });
});
