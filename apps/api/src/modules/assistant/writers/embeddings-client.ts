import { z } from 'zod';
import { endpointUrl, requestHeaders } from './openai-http';

/*
 * The optional embeddings index's outside half (issue 21): no model can be downloaded here, so vectors come
 * from an OpenAI-compatible /embeddings endpoint when one is configured. Texts go in batches a server
 * accepts, and vectors come back in the order of the texts, whatever order the server lists them in.
 */

export type EmbeddingsSettings = { baseUrl: string; apiKey: string | null; model: string };

export type EmbeddingsClient = {
  readonly model: string;
  /** One vector per text, in the order of `texts`. */
  embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]>;
};

/** The embeddings service could not give vectors; the message names the status, never the key or the texts. */
export class EmbeddingsUnavailableError extends Error {
  override name = 'EmbeddingsUnavailableError';
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** Well under every provider's limit on inputs per request. */
export const EMBEDDINGS_BATCH_SIZE = 64;

const responseSchema = z.object({
  data: z.array(z.object({ index: z.number().int().nonnegative(), embedding: z.array(z.number()) })),
});

async function embedBatch(
  settings: EmbeddingsSettings,
  texts: readonly string[],
  signal: AbortSignal | undefined,
): Promise<number[][]> {
  let response: Response;
  try {
    response = await fetch(endpointUrl(settings.baseUrl, '/embeddings'), {
      method: 'POST',
      headers: requestHeaders(settings.apiKey),
      body: JSON.stringify({ model: settings.model, input: texts }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new EmbeddingsUnavailableError('The embeddings service could not be reached');
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new EmbeddingsUnavailableError(
      `The embeddings service answered ${response.status}`,
      response.status,
    );
  }
  const parsed = responseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success)
    throw new EmbeddingsUnavailableError('The embeddings service sent an answer of an unexpected shape');
  const vectors = Array.from<number[] | undefined>({ length: texts.length });
  for (const item of parsed.data.data) vectors[item.index] = item.embedding;
  if (vectors.length !== texts.length || vectors.some((v) => v === undefined)) {
    throw new EmbeddingsUnavailableError('The embeddings service did not return one vector per text');
  }
  return vectors as number[][];
}

export function createEmbeddingsClient(settings: EmbeddingsSettings): EmbeddingsClient {
  return {
    model: settings.model,
    async embed(texts, signal) {
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += EMBEDDINGS_BATCH_SIZE) {
        vectors.push(
          ...(await embedBatch(settings, texts.slice(start, start + EMBEDDINGS_BATCH_SIZE), signal)),
        );
      }
      return vectors;
    },
  };
}
