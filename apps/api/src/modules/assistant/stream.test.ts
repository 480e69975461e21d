import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CONVERSATION_MESSAGES,
  assistantMessagePageSchema,
  assistantStreamEventSchema,
  type AssistantMessage,
  type AssistantStreamEvent,
} from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import { issues } from '../../test/http';
import { createCast, type TestUser } from '../../test/users';
import { freePlanWith } from '../subscriptions/subscription-test-helpers';
import {
  startOpenAiCompatibleServer,
  type OpenAiCompatibleServer,
} from './writers/test/openai-compatible-server';
import { caller, conversation, messagesOf, newConversation, publishContent, streamOf } from './test-helpers';

/*
 * The answer as it is written (issue 21, item 2): server-sent events on the POST that asks, by our own writer
 * and by an outside OpenAI-compatible model served by a real local server speaking its protocol, streaming
 * included; citations the model invents are dropped; her data reaches the model only when she allowed it;
 * a failing model is replaced by our own writer; Stop keeps what was written.
 */

const QUESTION = 'What are the warning signs of OHSS?';

const eventsOf = (body: string): AssistantStreamEvent[] =>
  body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => assistantStreamEventSchema.parse(JSON.parse(block.slice('data: '.length))));

async function setUp(env: Record<string, string> = {}) {
  const app = await createTestApp({ env });
  await publishContent(app);
  await freePlanWith(app, ['ai_assistant']);
  const { sofia } = await createCast(app, {
    sofia: { role: 'patient', values: { dateOfBirth: '1990-03-02' } },
  });
  return { app, sofia, call: caller(app) };
}

async function streamed(app: FastifyInstance, who: TestUser, sessionId: number, content = QUESTION) {
  const res = await app.inject({
    method: 'POST',
    url: streamOf(sessionId),
    headers: who.auth,
    payload: { content },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  return eventsOf(res.body);
}

const answerOf = (events: AssistantStreamEvent[]): AssistantMessage => {
  const last = events.at(-1)!;
  if (last.type !== 'answer') throw new Error(`the stream ended with ${JSON.stringify(last)}`);
  return last.message;
};

describe('with our own writer', () => {
  let app: FastifyInstance;
  let sofia: TestUser;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => ({ app, sofia, call } = await setUp()));
  afterAll(() => app.close());

  it('streams her saved message, then the text as written, then the answer as saved', async () => {
    const session = await newConversation(app, sofia);
    const events = await streamed(app, sofia, session.id);
    expect(events[0]).toMatchObject({ type: 'question', message: { is_user: true, content: QUESTION } });
    const deltas = events.filter((e) => e.type === 'delta');
    expect(deltas.length).toBeGreaterThan(0);
    const answer = answerOf(events);
    expect(answer).toMatchObject({ kind: 'answer', writer: 'extractive', stopped: false });
    expect(
      deltas
        .map((d) => d.text)
        .join('')
        .trim(),
    ).toBe(answer.content);
    const thread = assistantMessagePageSchema.parse(
      (await call(sofia, 'GET', messagesOf(session.id))).json(),
    );
    expect(thread.messages.at(-1)).toEqual(answer);
  });

  it('refuses bad input and strangers in JSON before anything streams', async () => {
    const session = await newConversation(app, sofia);
    const bad = await call(sofia, 'POST', streamOf(session.id), { content: '' });
    expect(bad.statusCode).toBe(422);
    expect(issues(bad)).toEqual([{ loc: ['body', 'content'], msg: CONVERSATION_MESSAGES.messageRequired }]);
    const { nadia } = await createCast(app, { nadia: 'patient' });
    const stranger = await call(nadia, 'POST', streamOf(session.id), { content: QUESTION });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('with an outside model (LLM_BASE_URL)', () => {
  let model: OpenAiCompatibleServer;
  let app: FastifyInstance;
  let sofia: TestUser;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    model = await startOpenAiCompatibleServer({ apiKey: 'sk-local-test' });
    ({ app, sofia, call } = await setUp({
      LLM_BASE_URL: model.baseUrl,
      LLM_API_KEY: 'sk-local-test',
      LLM_MODEL: 'local-test-model',
    }));
  });
  afterAll(async () => {
    await app.close();
    await model.close();
  });

  const chatRequests = () => model.requests.filter((r) => r.path.endsWith('/chat/completions'));
  const promptOf = (i: number) => JSON.stringify((chatRequests()[i]!.body as { messages: unknown }).messages);

  it('streams the model’s words as they come, and drops a citation that points to no retrieved passage', async () => {
    const session = await newConversation(app, sofia);
    model.script('OHSS is an over-response to fertility medicines [1]. Eating carrots cures it [9].');
    const before = chatRequests().length;
    const events = await streamed(app, sofia, session.id);
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(2);
    const answer = answerOf(events);
    expect(answer).toMatchObject({ kind: 'answer', writer: 'llm' });
    expect(answer.content).toContain('over-response to fertility medicines [1].');
    expect(answer.content).not.toMatch(/\[9\]|\[2\]/);
    expect(answer.citations.map((c) => c.n)).toEqual([1]);
    const request = chatRequests()[before]!;
    expect(request.headers.authorization).toBe('Bearer sk-local-test');
    expect(request.body).toMatchObject({ model: 'local-test-model', stream: true });
    expect(promptOf(before)).toContain('OHSS');
  });

  it('sends her data to the model only when she allowed both using it and sending it', async () => {
    const session = await newConversation(app, sofia);
    await call(sofia, 'PATCH', conversation(session.id), { use_my_context: true });
    const first = chatRequests().length;
    const used = answerOf(await streamed(app, sofia, session.id, 'How does age affect fertility?'));
    expect(used.context_used).toBeNull();
    expect(promptOf(first)).not.toContain('Age band');
    await call(sofia, 'PATCH', conversation(session.id), { share_context_with_model: true });
    const second = chatRequests().length;
    const shared = answerOf(await streamed(app, sofia, session.id, 'How does age affect fertility?'));
    expect(shared.context_used?.map((c) => c.key)).toEqual(['age_band']);
    expect(promptOf(second)).toContain('Age band');
  });

  it('answers from our own sentences when the model fails', async () => {
    const session = await newConversation(app, sofia);
    model.script({ status: 500, body: '{"error":{"message":"overloaded"}}' });
    const answer = answerOf(await streamed(app, sofia, session.id));
    expect(answer).toMatchObject({ kind: 'answer', writer: 'extractive' });
    expect(answer.citations.length).toBeGreaterThan(0);
  });

  it('answers from our own sentences when the model cites nothing it was given', async () => {
    const session = await newConversation(app, sofia);
    model.script('OHSS is nothing to worry about.');
    const answer = answerOf(await streamed(app, sofia, session.id));
    expect(answer.writer).toBe('extractive');
    expect(answer.content).not.toContain('nothing to worry about');
  });

  it('stops writing when she stops it, keeping what was written, marked stopped', async () => {
    const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    const session = await newConversation(app, sofia);
    model.chunkDelayMs = 40;
    model.script('OHSS usually starts within a week of egg collection [1]. '.repeat(40));
    const closedBefore = model.closedEarly();
    // A plain request without a connection pool: closing it is her Stop button, and nothing else stays open.
    await new Promise<void>((resolve, reject) => {
      const request = http.request(
        {
          host: address.hostname,
          port: address.port,
          path: streamOf(session.id),
          method: 'POST',
          agent: false,
        },
        (response) => {
          let seen = '';
          response.on('data', (chunk: Buffer) => {
            seen += chunk.toString();
            if (seen.includes('"type":"delta"')) {
              request.destroy();
              resolve();
            }
          });
        },
      );
      request.on('error', (err) => (request.destroyed ? undefined : reject(err)));
      request.setHeader('authorization', sofia.auth.authorization);
      request.setHeader('content-type', 'application/json');
      request.end(JSON.stringify({ content: QUESTION }));
    });
    let saved: AssistantMessage | undefined;
    await expect
      .poll(
        async () => {
          const thread = assistantMessagePageSchema.parse(
            (await call(sofia, 'GET', messagesOf(session.id))).json(),
          );
          saved = thread.messages.find((m) => !m.is_user);
          return saved?.stopped;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(saved!.content.length).toBeGreaterThan(0);
    expect(saved!.content.length).toBeLessThan(40 * 50);
    await expect.poll(() => model.closedEarly()).toBeGreaterThan(closedBefore);
    model.chunkDelayMs = 0;
  });
});
