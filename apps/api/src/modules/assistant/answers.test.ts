import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { assistantExchangeSchema, knowledgeArticleSchema, type AssistantMessage } from '@fertilia/contracts';
import { assistantMessages } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { createCast, type TestUser } from '../../test/users';
import { testClock } from '../consultations/care-test-helpers';
import { freePlanWith } from '../subscriptions/subscription-test-helpers';
import { NO_SOURCE_ANSWER } from './answer-plan';
import { outOfScopeMessage } from './safety/scope';
import { urgentCareMessage } from './safety/urgent-care';
import { caller, conversation, messagesOf, newConversation, publishContent } from './test-helpers';

/*
 * What the assistant says (issue 21, items 2–4): sourced sentences whose numbered markers all open a real
 * section of our content; no guess where our content is silent; the urgent-care message first when a
 * question describes an emergency; no dose advice; her own data only when she allowed it.
 */

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
let sofia: TestUser;

beforeAll(async () => {
  app = await createTestApp({ clock: testClock() });
  call = caller(app);
  await publishContent(app);
  await freePlanWith(app, ['ai_assistant', 'ivf_prediction']);
  ({ sofia } = await createCast(app, {
    sofia: { role: 'patient', values: { dateOfBirth: '1989-05-01', timeZone: 'Europe/London' } },
  }));
});
afterAll(() => app.close());

async function answerTo(question: string, sessionId?: number): Promise<AssistantMessage> {
  const id = sessionId ?? (await newConversation(app, sofia)).id;
  const res = await call(sofia, 'POST', messagesOf(id), { content: question });
  expect(res.statusCode, res.body).toBe(201);
  return assistantExchangeSchema.parse(res.json()).messages[1]!;
}

const markersIn = (text: string) => [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));

describe('a question our content answers', () => {
  it.each([
    'What are the warning signs of OHSS?',
    'How long does sperm survive, and when is the fertile window?',
    'What is ICSI and who is it for?',
  ])(
    '%s: every sentence is cited, every marker is a citation, every citation opens a real section',
    async (q) => {
      const answer = await answerTo(q);
      expect(answer.kind).toBe('answer');
      const numbers = answer.citations.map((c) => c.n);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      const markers = markersIn(answer.content);
      expect(markers.length).toBeGreaterThan(0);
      expect(new Set(markers)).toEqual(new Set(numbers));
      for (const citation of answer.citations) {
        const [path, anchor] = citation.url.split('#');
        if (citation.source === 'faq') {
          expect(citation.url).toMatch(/^\/faq#faq-\d+$/);
          continue;
        }
        const slug = path!.replace('/knowledge-hub/', '');
        const article = knowledgeArticleSchema.parse(
          (await call(sofia, 'GET', `/api/knowledge-hub/articles/${slug}`)).json(),
        );
        if (anchor) expect(article.headings.map((h) => h.id)).toContain(anchor);
        expect(citation.title).toBe(article.title);
      }
    },
  );
});

describe('knowing the limits', () => {
  it.each(['How do I renew my passport?', 'What is the best recipe for banana bread?'])(
    '%s: says it has no reliable source and points to a clinician, citing nothing',
    async (q) => {
      const answer = await answerTo(q);
      expect(answer).toMatchObject({ kind: 'no_source', content: NO_SOURCE_ANSWER, citations: [] });
    },
  );

  it('puts the urgent-care message first for severe pain after egg collection', async () => {
    const answer = await answerTo('I have severe pain after egg collection, is that normal?');
    expect(answer.kind).toBe('urgent');
    expect(answer.content.startsWith(urgentCareMessage(['ohss']))).toBe(true);
    const stored = await app.deps.db.db
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.id, answer.id));
    expect(stored[0]!.retrieval!.red_flags).toEqual(['ohss']);
  });

  it('says it cannot diagnose, then gives what our sources say', async () => {
    const answer = await answerTo('Do I have PCOS? My periods are very irregular.');
    expect(answer.kind).toBe('out_of_scope');
    expect(answer.content.startsWith(outOfScopeMessage('diagnosis'))).toBe(true);
    expect(answer.citations.length).toBeGreaterThan(0);
  });

  it('declines plainly when a request for a diagnosis finds no source', async () => {
    const answer = await answerTo('Do I have scurvy?');
    expect(answer).toMatchObject({ kind: 'no_source', content: NO_SOURCE_ANSWER, citations: [] });
  });

  it('gives no dose advice: says who can, and quotes nothing', async () => {
    const answer = await answerTo('Should I double my Gonal-f dose tonight?');
    expect(answer).toMatchObject({
      kind: 'out_of_scope',
      content: outOfScopeMessage('dose_change'),
      citations: [],
    });
  });
});

describe('her own data, with consent', () => {
  beforeAll(async () => {
    // A period from 10 November (today is 24 November) and an IVF estimate.
    for (const date of ['2026-11-10', '2026-11-11', '2026-11-12'])
      expect(
        (await call(sofia, 'POST', '/api/cycle-tracking/cycle-days/', { date, flow: 'medium' })).statusCode,
      ).toBe(201);
    expect(
      (await call(sofia, 'POST', '/api/ivf/predictions/', { age: 37, amh_level: 1.2, fsh_level: 8 }))
        .statusCode,
    ).toBe(201);
  });

  it('is not used until she allows it in the conversation, then shown with the answer', async () => {
    const session = await newConversation(app, sofia);
    const before = await answerTo('When is my fertile window?', session.id);
    expect(before.context_used).toBeNull();
    await call(sofia, 'PATCH', conversation(session.id), { use_my_context: true });
    const after = await answerTo('When is my fertile window?', session.id);
    expect(after.context_used?.map((c) => c.key)).toEqual(['cycle_phase', 'age_band', 'ivf_estimate']);
    expect(after.context_used![0]!.value).toMatch(/cycle day 15/);
    expect(after.context_used![1]!.value).toBe('35–37');
  });
});
