import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EmbeddingsUnavailableError,
  createEmbeddingsClient,
  type EmbeddingsSettings,
} from './embeddings-client';
import {
  EMBEDDING_DIMENSIONS,
  embeddingOf,
  startOpenAiCompatibleServer,
  type OpenAiCompatibleServer,
} from './test/openai-compatible-server';

const KEY = 'sk-embed-77aa31';
let server: OpenAiCompatibleServer;
let settings: EmbeddingsSettings;

beforeEach(async () => {
  server = await startOpenAiCompatibleServer({ apiKey: KEY });
  settings = { baseUrl: `${server.baseUrl}/`, apiKey: KEY, model: 'embed-small' };
});
afterEach(() => server.close());

const texts = (n: number) =>
  Array.from({ length: n }, (_, i) => `passage number ${i} about ovulation ${i % 7}`);

async function failure(promise: Promise<unknown>): Promise<EmbeddingsUnavailableError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EmbeddingsUnavailableError);
  return error as EmbeddingsUnavailableError;
}

describe('the embeddings client', () => {
  it('sends texts in batches of 64 and returns one vector per text, in order', async () => {
    const input = texts(150);
    const client = createEmbeddingsClient(settings);
    expect(client.model).toBe('embed-small');
    const vectors = await client.embed(input);
    expect(server.requests.map((r) => (r.body as { input: string[] }).input.length)).toEqual([64, 64, 22]);
    expect(server.requests[0]!.path).toBe('/v1/embeddings');
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(server.requests[0]!.body).toEqual({ model: 'embed-small', input: input.slice(0, 64) });
    expect(vectors).toHaveLength(150);
    vectors.forEach((vector, i) => expect(vector).toEqual(embeddingOf(input[i]!)));
    expect(vectors[0]).toHaveLength(EMBEDDING_DIMENSIONS);
  });

  it('restores the order by index when the server lists vectors in another order', async () => {
    server.reverseEmbeddings = true;
    const input = texts(70);
    const vectors = await createEmbeddingsClient(settings).embed(input);
    vectors.forEach((vector, i) => expect(vector).toEqual(embeddingOf(input[i]!)));
  });

  it('asks nothing for no texts', async () => {
    expect(await createEmbeddingsClient(settings).embed([])).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it('a refused key or a server error is unavailable, named by status and without the key', async () => {
    const refused = await failure(
      createEmbeddingsClient({ ...settings, apiKey: 'sk-wrong-0b2' }).embed(['a']),
    );
    expect(refused.message).toBe('The embeddings service answered 401');
    expect(refused.message).not.toContain('sk-wrong');
    server.scriptEmbeddings({ status: 503 });
    expect((await failure(createEmbeddingsClient(settings).embed(['a']))).status).toBe(503);
  });

  it('an answer of the wrong shape, or missing a vector, is unavailable', async () => {
    server.scriptEmbeddings({ status: 200, body: '{"data": "none"}' });
    expect((await failure(createEmbeddingsClient(settings).embed(['a']))).message).toMatch(
      /unexpected shape/,
    );
    server.scriptEmbeddings({ status: 200, body: JSON.stringify({ data: [{ index: 0, embedding: [1] }] }) });
    expect((await failure(createEmbeddingsClient(settings).embed(['a', 'b']))).message).toMatch(
      /one vector per text/,
    );
    server.scriptEmbeddings({ status: 200, body: JSON.stringify({ data: [{ index: 3, embedding: [1] }] }) });
    expect((await failure(createEmbeddingsClient(settings).embed(['a']))).message).toMatch(
      /one vector per text/,
    );
  });

  it('a service that cannot be reached is unavailable', async () => {
    await server.close();
    expect((await failure(createEmbeddingsClient(settings).embed(['a']))).message).toBe(
      'The embeddings service could not be reached',
    );
  });
});
