import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, isNotNull } from 'drizzle-orm';
import { assistantExchangeSchema, assistantStatusSchema } from '@fertilia/contracts';
import { assistantPassages } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { createCast, type TestUser } from '../../test/users';
import { freePlanWith } from '../subscriptions/subscription-test-helpers';
import {
  startOpenAiCompatibleServer,
  type OpenAiCompatibleServer,
} from './writers/test/openai-compatible-server';
import { BASE, caller, messagesOf, newConversation, publishContent } from './test-helpers';

/*
 * The optional embeddings index (ADR 020), against a real local server speaking the OpenAI embeddings
 * protocol: passages are embedded once, when first needed; each question is embedded and its nearest
 * passages fused with the full-text ranking; an endpoint that fails leaves full text to answer alone.
 */

let model: OpenAiCompatibleServer;
let app: FastifyInstance;
let sofia: TestUser;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  model = await startOpenAiCompatibleServer({ apiKey: 'sk-embed-test' });
  app = await createTestApp({
    env: {
      EMBEDDINGS_BASE_URL: model.baseUrl,
      EMBEDDINGS_API_KEY: 'sk-embed-test',
      EMBEDDINGS_MODEL: 'local-embed',
    },
  });
  call = caller(app);
  await publishContent(app);
  await freePlanWith(app, ['ai_assistant']);
  ({ sofia } = await createCast(app, { sofia: 'patient' }));
});
afterAll(async () => {
  await app.close();
  await model.close();
});

const embeddingRequests = () => model.requests.filter((r) => r.path.endsWith('/embeddings'));
const embeddedInputs = () =>
  embeddingRequests().reduce((n, r) => n + (r.body as { input: string[] }).input.length, 0);
const embeddedPassages = async () =>
  (
    await app.deps.db.db
      .select({ n: count() })
      .from(assistantPassages)
      .where(isNotNull(assistantPassages.embedding))
  )[0]!.n;

async function ask(question: string) {
  const session = await newConversation(app, sofia);
  const res = await call(sofia, 'POST', messagesOf(session.id), { content: question });
  expect(res.statusCode, res.body).toBe(201);
  return assistantExchangeSchema.parse(res.json()).messages[1]!;
}

describe('with an embeddings endpoint (EMBEDDINGS_MODEL)', () => {
  it('says retrieval is hybrid', async () => {
    const status = assistantStatusSchema.parse((await call(sofia, 'GET', `${BASE}/status/`)).json());
    expect(status.retrieval).toBe('hybrid');
  });

  it('embeds every passage once, then only each question, and still answers with sources', async () => {
    const passages = (await app.deps.db.db.select({ n: count() }).from(assistantPassages))[0]!.n;
    const first = await ask('What are the warning signs of OHSS?');
    expect(first.kind).toBe('answer');
    expect(first.citations.length).toBeGreaterThan(0);
    expect(await embeddedPassages()).toBe(passages);
    expect(embeddedInputs()).toBe(passages + 1);
    expect(embeddingRequests()[0]!.headers.authorization).toBe('Bearer sk-embed-test');
    await ask('When is my fertile window?');
    expect(embeddedInputs()).toBe(passages + 2);
  });

  it('answers from full text alone when the endpoint fails', async () => {
    model.scriptEmbeddings({ status: 503 });
    const answer = await ask('What is ICSI?');
    expect(answer.kind).toBe('answer');
    expect(answer.citations.length).toBeGreaterThan(0);
  });
});
