import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A real local server speaking the parts of the OpenAI HTTP API the assistant uses, for the adapters' tests
 * and end-to-end runs (node built-ins only, so e2e can import it too):
 * - POST /v1/chat/completions: the next scripted reply, or, with none scripted, the first sentence of
 *   passage [1] of the last user message with the marker [1]; streamed as chat.completion.chunk events
 *   ending in `data: [DONE]` when asked to stream, one chat.completion otherwise.
 * - POST /v1/embeddings: deterministic vectors, a hashed bag of lower-cased words in 256 dimensions, L2-normalised.
 * A wrong key answers 401, an unknown path 404, both in OpenAI's error shape.
 */

export type RecordedRequest = { path: string; headers: http.IncomingHttpHeaders; body: unknown };
export type ScriptedReply = string | { status: number; body?: string };

export type OpenAiCompatibleServer = {
  /** e.g. http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /**
   * The next chat answer: its text, or a status with a raw body: an error, a stream of your own (a 200 to a
   * stream request), or a JSON completion (a 200 body starting with "{").
   */
  script(reply: ScriptedReply): void;
  /** The pause between streamed events. */
  chunkDelayMs: number;
  /** Writes each streamed event in two halves of its bytes, a pause apart, so one event arrives in two TCP reads. */
  splitEvents: boolean;
  /** Lists the vectors of each /embeddings answer last to first (their `index` still says whose they are). */
  reverseEmbeddings: boolean;
  /** The next /embeddings answer: a status with a raw body. */
  scriptEmbeddings(reply: { status: number; body?: string }): void;
  /** How many streams the client closed before the server had written them to the end. */
  closedEarly(): number;
  close(): Promise<void>;
};

const MODEL_CREATED = 1_764_000_000;
export const EMBEDDING_DIMENSIONS = 256;
const NO_SOURCE_REPLY = 'I have no reliable source for that. Please ask your clinician.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const openAiError = (res: ServerResponse, status: number, message: string, type: string) =>
  sendJson(res, status, { error: { message, type, param: null, code: null } });

/** A scripted status and body; without a body, OpenAI's error shape. */
function sendRaw(res: ServerResponse, reply: { status: number; body?: string }) {
  const raw =
    reply.body ?? JSON.stringify({ error: { message: `Scripted ${reply.status}`, type: 'server_error' } });
  res.writeHead(reply.status, { 'content-type': 'application/json' }).end(raw);
}

/** Grounded like a well-behaved model: quotes passage [1]'s first sentence, cited. */
function answerFromPrompt(body: { messages?: { role: string; content: string }[] }): string {
  const user = body.messages?.findLast((m) => m.role === 'user')?.content ?? '';
  const passage = /^\[1\][^\n]*\n([^\n]+)/m.exec(user)?.[1];
  const first = passage ? (/^.*?[.!?](?=\s|$)/.exec(passage)?.[0] ?? passage) : null;
  if (!first) return NO_SOURCE_REPLY;
  return `${first.replace(/[.!?]$/, '')} [1].`;
}

/** The text in small pieces, as a model streams tokens: a word or part of one at a time. */
const pieces = (text: string) => text.match(/\s*\S{1,6}/g) ?? [''];

function fnv1a(word: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

export function embeddingOf(text: string): number[] {
  const vector = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    vector[fnv1a(word) % EMBEDDING_DIMENSIONS]! += 1;
  const norm = Math.hypot(...vector);
  return norm === 0 ? vector : vector.map((x) => x / norm);
}

export async function startOpenAiCompatibleServer(
  options: { apiKey?: string } = {},
): Promise<OpenAiCompatibleServer> {
  const requests: RecordedRequest[] = [];
  const scripted: ScriptedReply[] = [];
  const scriptedEmbeddings: { status: number; body?: string }[] = [];
  const ordered = <T>(items: T[]) => (server.reverseEmbeddings ? items.reverse() : items);
  let closedEarly = 0;
  let completions = 0;

  async function stream(res: ServerResponse, model: string, text: string) {
    const id = `chatcmpl-test-${++completions}`;
    const chunk = (delta: Record<string, string>, finish: string | null) =>
      JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created: MODEL_CREATED,
        model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      });
    const events = [
      chunk({ role: 'assistant', content: '' }, null),
      ...pieces(text).map((content) => chunk({ content }, null)),
      chunk({}, 'stop'),
      '[DONE]',
    ].map((data) => `data: ${data}\n\n`);
    await writeStream(res, events);
  }

  async function writeStream(res: ServerResponse, events: string[]) {
    let closed = false;
    res.on('close', () => {
      if (!res.writableEnded) {
        closed = true;
        closedEarly++;
      }
    });
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.flushHeaders();
    for (const event of events) {
      if (closed) return;
      if (server.splitEvents) {
        // Cut by bytes, as TCP does: the cut may fall inside a line and inside a multi-byte character.
        const bytes = Buffer.from(event);
        const half = Math.ceil(bytes.length / 2);
        res.write(bytes.subarray(0, half));
        await sleep(Math.max(server.chunkDelayMs, 5));
        if (closed) return;
        res.write(bytes.subarray(half));
      } else {
        res.write(event);
      }
      await sleep(server.chunkDelayMs);
    }
    if (!closed) res.end();
  }

  async function chat(res: ServerResponse, body: Record<string, unknown>) {
    const model = String(body.model ?? 'unknown');
    const reply = scripted.shift() ?? answerFromPrompt(body as Parameters<typeof answerFromPrompt>[0]);
    if (typeof reply !== 'string') {
      // A 200 body of JSON is sent as JSON even to a stream request, as a server ignoring `stream` would.
      const isJson = reply.body?.trimStart().startsWith('{') ?? true;
      if (reply.status === 200 && body.stream === true && !isJson)
        return writeStream(res, [reply.body ?? '']);
      return sendRaw(res, reply);
    }
    if (body.stream === true) return stream(res, model, reply);
    sendJson(res, 200, {
      id: `chatcmpl-test-${++completions}`,
      object: 'chat.completion',
      created: MODEL_CREATED,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  }

  function embeddings(res: ServerResponse, body: Record<string, unknown>) {
    const reply = scriptedEmbeddings.shift();
    if (reply) return sendRaw(res, reply);
    const input = body.input;
    const texts = typeof input === 'string' ? [input] : Array.isArray(input) ? input.map(String) : null;
    if (!texts) return openAiError(res, 400, "'input' is required", 'invalid_request_error');
    const tokens = texts.reduce((n, t) => n + t.split(/\s+/).filter(Boolean).length, 0);
    sendJson(res, 200, {
      object: 'list',
      data: ordered(
        texts.map((text, index) => ({ object: 'embedding', index, embedding: embeddingOf(text) })),
      ),
      model: String(body.model ?? 'unknown'),
      usage: { prompt_tokens: tokens, total_tokens: tokens },
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const body = await readJson(req);
    requests.push({ path, headers: req.headers, body });
    if (options.apiKey !== undefined && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return openAiError(res, 401, 'Incorrect API key provided.', 'invalid_request_error');
    }
    const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    if (req.method === 'POST' && path === '/v1/chat/completions') return chat(res, fields);
    if (req.method === 'POST' && path === '/v1/embeddings') return embeddings(res, fields);
    openAiError(res, 404, `Unknown request URL: ${req.method} ${path}`, 'invalid_request_error');
  }

  const httpServer = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) openAiError(res, 500, String(error), 'server_error');
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const port = (httpServer.address() as AddressInfo).port;

  const server: OpenAiCompatibleServer = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (reply) => void scripted.push(reply),
    chunkDelayMs: 0,
    splitEvents: false,
    reverseEmbeddings: false,
    scriptEmbeddings: (reply) => void scriptedEmbeddings.push(reply),
    closedEarly: () => closedEarly,
    close: () =>
      new Promise<void>((resolve) => {
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  };
  return server;
}
