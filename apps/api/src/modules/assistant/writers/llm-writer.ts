import { z } from 'zod';
import type { AnswerWriter, WriterInput } from '../passage';
import { groundedMessages } from './grounded-prompt';
import { endpointUrl, requestHeaders } from './openai-http';
import { serverSentData } from './server-sent-events';

/*
 * The writer for a configured outside model (issue 21, LLM_BASE_URL): any OpenAI-compatible chat
 * completions endpoint, asked for a stream so the answer reaches the browser as it is written. It writes
 * from the grounded messages only; the citation check after it drops markers that point nowhere.
 */

export type LlmSettings = { baseUrl: string; apiKey: string | null; model: string };

/** The model could not give an answer; the message names what happened, never the key or the prompt. */
export class LlmUnavailableError extends Error {
  override name = 'LlmUnavailableError';
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** A model that says nothing for this long, before its first word or between two, is taken to be down. */
const DEFAULT_TIMEOUT_MS = 30_000;
/** Low: the answer should restate the passages, not be creative with them. */
const TEMPERATURE = 0.2;

const chunkSchema = z.object({
  choices: z.array(
    z.object({
      delta: z.object({ content: z.string().nullish() }).nullish(),
      finish_reason: z.string().nullish(),
    }),
  ),
});
const errorChunkSchema = z.object({ error: z.unknown() });
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1),
});

/** One streamed chunk's text and whether the model said it had finished. */
function readChunk(data: string): { text: string; finished: boolean } {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new LlmUnavailableError('The language model sent a stream that could not be read');
  }
  if (errorChunkSchema.safeParse(json).success) {
    throw new LlmUnavailableError('The language model reported an error while answering');
  }
  const chunk = chunkSchema.safeParse(json);
  if (!chunk.success) throw new LlmUnavailableError('The language model sent a chunk of an unexpected shape');
  const choice = chunk.data.choices[0];
  return { text: choice?.delta?.content ?? '', finished: Boolean(choice?.finish_reason) };
}

async function* answerStream(
  settings: LlmSettings,
  input: WriterInput,
  signal: AbortSignal,
  timeoutMs: number,
): AsyncGenerator<string> {
  if (signal.aborted) return;
  const request = new AbortController();
  const stop = () => request.abort();
  signal.addEventListener('abort', stop, { once: true });
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waitAtMost = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      request.abort();
    }, timeoutMs);
  };
  const lost = (what: string) =>
    new LlmUnavailableError(
      timedOut
        ? `The language model did not answer within ${timeoutMs / 1000} s`
        : `The language model ${what}`,
    );

  try {
    waitAtMost();
    let response: Response;
    try {
      response = await fetch(endpointUrl(settings.baseUrl, '/chat/completions'), {
        method: 'POST',
        headers: requestHeaders(settings.apiKey, 'text/event-stream'),
        body: JSON.stringify({
          model: settings.model,
          messages: groundedMessages(input),
          stream: true,
          temperature: TEMPERATURE,
        }),
        signal: request.signal,
      });
    } catch {
      if (signal.aborted) return;
      throw lost('could not be reached');
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      throw new LlmUnavailableError(`The language model answered ${response.status}`, response.status);
    }

    // A server that ignores `stream: true` answers one JSON completion; take it whole.
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      const completion = completionSchema.safeParse(await response.json().catch(() => null));
      if (timedOut) throw lost('did not answer in time');
      if (!completion.success)
        throw new LlmUnavailableError('The language model sent an answer of an unexpected shape');
      const text = completion.data.choices[0]!.message.content ?? '';
      if (text && !signal.aborted) yield text;
      return;
    }

    let ended = false;
    try {
      for await (const data of serverSentData(response.body)) {
        // The clock runs only while waiting for the model, not while the reader of the answer is busy.
        clearTimeout(timer);
        if (data.trim() === '[DONE]') {
          ended = true;
          break;
        }
        const { text, finished } = readChunk(data);
        ended ||= finished;
        if (signal.aborted) return;
        if (text) yield text;
        waitAtMost();
      }
    } catch (error) {
      if (error instanceof LlmUnavailableError) throw error;
      // A model that said it had finished but then held the connection open has given its whole answer.
      if (signal.aborted || ended) return;
      throw lost('stopped answering part-way');
    }
    if (!ended && !signal.aborted) throw lost('stopped answering part-way');
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
    // Closes the connection when the reader stopped early, so the model stops writing for no one.
    request.abort();
  }
}

/** Streams the answer of an OpenAI-compatible chat completions endpoint; `timeoutMs` bounds each wait for it. */
export function createLlmWriter(settings: LlmSettings, options: { timeoutMs?: number } = {}): AnswerWriter {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    kind: 'llm',
    model: settings.model,
    write: (input, signal) => answerStream(settings, input, signal, timeoutMs),
  };
}
