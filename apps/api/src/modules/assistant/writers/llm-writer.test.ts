import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WriterInput } from '../passage';
import { checkCitations } from './citation-check';
import { groundedMessages } from './grounded-prompt';
import { LlmUnavailableError, createLlmWriter, type LlmSettings } from './llm-writer';
import { FAQ_AMH, FERTILE_WINDOW } from './test/knowledge-passages';
import { startOpenAiCompatibleServer, type OpenAiCompatibleServer } from './test/openai-compatible-server';

const KEY = 'sk-test-4f9c2a1e77';
const INPUT: WriterInput = {
  question: 'When is my fertile window?',
  passages: [FERTILE_WINDOW, FAQ_AMH],
  context: null,
  history: [{ isUser: true, content: 'Hello' }],
};
const ANSWER =
  'Pregnancy is possible on about six days of each cycle [1]. The ASRM notes the chance is highest just before ovulation [1].';

let server: OpenAiCompatibleServer;
let settings: LlmSettings;

beforeEach(async () => {
  server = await startOpenAiCompatibleServer({ apiKey: KEY });
  settings = { baseUrl: server.baseUrl, apiKey: KEY, model: 'test-model-1' };
});
afterEach(() => server.close());

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of iterable) pieces.push(piece);
  return pieces;
}

const write = (s: LlmSettings = settings, signal = new AbortController().signal, timeoutMs?: number) =>
  createLlmWriter(s, { timeoutMs }).write(INPUT, signal);

async function failure(promise: Promise<unknown>): Promise<LlmUnavailableError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LlmUnavailableError);
  return error as LlmUnavailableError;
}

describe('the LLM writer', () => {
  it('names its model', () => {
    const writer = createLlmWriter(settings);
    expect(writer.kind).toBe('llm');
    expect(writer.model).toBe('test-model-1');
  });

  it('streams the answer in several pieces, in order', async () => {
    server.script(ANSWER);
    const pieces = await collect(write());
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(ANSWER);
    expect(pieces).not.toContain('');
  });

  it('asks for a stream of the grounded messages, with its model and key, at <baseUrl>/chat/completions', async () => {
    server.script(ANSWER);
    await collect(write({ ...settings, baseUrl: `${server.baseUrl}/` }));
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request!.body).toEqual({
      model: 'test-model-1',
      messages: groundedMessages(INPUT),
      stream: true,
      temperature: 0.2,
    });
  });

  it('sends no Authorization header without a key', async () => {
    const open = await startOpenAiCompatibleServer();
    try {
      await collect(write({ baseUrl: open.baseUrl, apiKey: null, model: 'local' }));
      expect(open.requests[0]!.headers.authorization).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('without a script the server answers from passage [1], grounded and cited', async () => {
    expect((await collect(write())).join('')).toBe(
      'Pregnancy is possible only on about six days of each cycle: the five days before ovulation and the day of ovulation itself [1].',
    );
  });

  it('stops at an abort mid-stream, without an error, and the server sees the connection closed', async () => {
    server.chunkDelayMs = 20;
    server.script(ANSWER.repeat(4));
    const controller = new AbortController();
    const pieces: string[] = [];
    for await (const piece of write(settings, controller.signal)) {
      pieces.push(piece);
      if (pieces.length === 3) controller.abort();
    }
    expect(pieces).toHaveLength(3);
    await vi.waitFor(() => expect(server.closedEarly()).toBe(1));
  });

  it('closes the connection when the reader stops early', async () => {
    server.chunkDelayMs = 20;
    server.script(ANSWER.repeat(4));
    for await (const _piece of write()) break;
    await vi.waitFor(() => expect(server.closedEarly()).toBe(1));
  });

  it('yields nothing when aborted before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await collect(write(settings, controller.signal))).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it('a wrong key is a 401, reported without the key', async () => {
    const error = await failure(collect(write({ ...settings, apiKey: 'sk-wrong-secret-9d1' })));
    expect(error.message).toBe('The language model answered 401');
    expect(error.status).toBe(401);
    expect(error.message).not.toContain('sk-wrong');
  });

  it('a server error is reported with its status, never with the prompt', async () => {
    server.script({ status: 500 });
    const error = await failure(collect(write()));
    expect(error.message).toBe('The language model answered 500');
    expect(error.message).not.toContain(KEY);
    expect(error.message).not.toContain('fertile');
  });

  it('reads events split across TCP writes, even inside a multi-byte character', async () => {
    server.splitEvents = true;
    const text = `${ANSWER} Ages 35–37: ‘é’ and “ü” ✓ [2].`;
    server.script(text);
    expect((await collect(write())).join('')).toBe(text);
  });

  it('tolerates comments, CRLF lines, a role-only first chunk, empty and null deltas, and usage-only chunks', async () => {
    const chunk = (delta: object, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}`;
    const body = [
      ': keep-alive',
      chunk({ role: 'assistant' }),
      chunk({ content: '' }),
      chunk({ content: null }),
      'event: message',
      chunk({ content: 'Six days' }),
      `data:${JSON.stringify({ choices: [{ delta: { content: ' [1].' } }] })}`,
      `data: ${JSON.stringify({ choices: [], usage: { total_tokens: 3 } })}`,
      chunk({}, 'stop'),
      'data: [DONE]',
    ].join('\r\n\r\n');
    server.script({ status: 200, body: `${body}\r\n\r\n` });
    expect(await collect(write())).toEqual(['Six days', ' [1].']);
  });

  it('a stream that ends before [DONE] or a finish is broken', async () => {
    server.script({
      status: 200,
      body: `data: ${JSON.stringify({ choices: [{ delta: { content: 'Six' } }] })}\n\n`,
    });
    const error = await failure(collect(write()));
    expect(error.message).toBe('The language model stopped answering part-way');
  });

  it('a chunk that is not JSON, or not a chunk, is a broken stream', async () => {
    server.script({ status: 200, body: 'data: {"choices": [\n\n' });
    expect((await failure(collect(write()))).message).toMatch(/could not be read/);
    server.script({ status: 200, body: 'data: {"choices": "none"}\n\n' });
    expect((await failure(collect(write()))).message).toMatch(/unexpected shape/);
    server.script({ status: 200, body: 'data: {"error": {"message": "overloaded"}}\n\n' });
    expect((await failure(collect(write()))).message).toMatch(/reported an error/);
  });

  it('takes a whole JSON completion from a server that ignores stream: true', async () => {
    const completion = { choices: [{ index: 0, message: { role: 'assistant', content: ANSWER } }] };
    server.script({ status: 200, body: JSON.stringify(completion) });
    expect(await collect(write())).toEqual([ANSWER]);
    server.script({ status: 200, body: '{"choices": []}' });
    expect((await failure(collect(write()))).message).toMatch(/unexpected shape/);
  });

  it('its answer passes the citation check: a marker to a passage it was not given is dropped', async () => {
    server.script('Six days [2]. Invented [7]. Ovulation day [1].');
    const { text, cited } = checkCitations((await collect(write())).join(''), INPUT.passages);
    expect(text).toBe('Six days [1]. Invented. Ovulation day [2].');
    expect(cited).toEqual([FAQ_AMH, FERTILE_WINDOW]);
  });

  it('a model that goes quiet is given up on after the timeout', async () => {
    server.chunkDelayMs = 1_000;
    server.script(ANSWER);
    const error = await failure(collect(write(settings, undefined, 100)));
    expect(error.message).toBe('The language model did not answer within 0.1 s');
  });

  it('a model that finishes and then holds the connection open has answered', async () => {
    server.chunkDelayMs = 300;
    server.script({
      status: 200,
      body: `data: ${JSON.stringify({ choices: [{ delta: { content: 'Six days [1].' }, finish_reason: 'stop' }] })}\n\n`,
    });
    expect(await collect(write(settings, undefined, 100))).toEqual(['Six days [1].']);
  });

  it('a model that cannot be reached is unavailable', async () => {
    await server.close();
    const error = await failure(collect(write()));
    expect(error.message).toBe('The language model could not be reached');
  });
});
