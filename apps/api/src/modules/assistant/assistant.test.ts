import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import {
  ASSISTANT_DEFAULT_TITLE,
  ASSISTANT_FEEDBACK_TEXT_MAX,
  ASSISTANT_MESSAGES,
  ASSISTANT_STARTER_QUESTIONS,
  CHAT_MESSAGE_MAX,
  CONVERSATION_MESSAGES,
  CONVERSATION_TITLE_MAX,
  MESSAGES,
  PLAN_ENTITLEMENT_LABELS,
  RATE_LIMITS,
  SUBSCRIPTION_MESSAGES,
  assistantExchangeSchema,
  assistantFeedbackReviewPageSchema,
  assistantFeedbackSchema,
  assistantMessagePageSchema,
  assistantSessionPageSchema,
  assistantSessionSchema,
  assistantStartedSchema,
  assistantStatusSchema,
  type AssistantMessage,
} from '@fertilia/contracts';
import { assistantMessages, assistantSessions, auditEvents } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { issues } from '../../test/http';
import { createCast, type TestUser } from '../../test/users';
import { freePlanWith } from '../subscriptions/subscription-test-helpers';
import {
  BASE,
  CONVERSATIONS,
  FEEDBACK,
  caller,
  conversation,
  messagesOf,
  newConversation,
  publishContent,
} from './test-helpers';

/*
 * Every call of the assistant (spec 02 §7, issue 21): success, each rule of its input refused with its
 * message and nothing stored, 'Authentication required' without a token, and another member's conversation
 * answered as if it did not exist.
 */

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
let sofia: TestUser;
let nadia: TestUser;
let expert: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  await publishContent(app);
  ({ sofia, nadia, expert, moderator } = await createCast(app, {
    sofia: 'patient',
    nadia: 'patient',
    expert: 'expert',
    moderator: 'content_moderator',
  }));
});
afterAll(() => app.close());

const sessionCount = async () => (await app.deps.db.db.select({ n: count() }).from(assistantSessions))[0]!.n;
const messageCount = async () => (await app.deps.db.db.select({ n: count() }).from(assistantMessages))[0]!.n;

async function asked(who: TestUser, id: number, content: string): Promise<AssistantMessage[]> {
  const res = await call(who, 'POST', messagesOf(id), { content });
  expect(res.statusCode, res.body).toBe(201);
  return assistantExchangeSchema.parse(res.json()).messages;
}

describe('without a plan that includes the assistant', () => {
  it('refuses a patient a new conversation (403, naming what is missing) and stores nothing', async () => {
    const before = await sessionCount();
    for (const [url, body] of [
      [CONVERSATIONS, {}],
      [`${CONVERSATIONS}with-message/`, { message: 'What is AMH?' }],
    ] as const) {
      const res = await call(sofia, 'POST', url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(SUBSCRIPTION_MESSAGES.notEntitled(PLAN_ENTITLEMENT_LABELS.ai_assistant));
    }
    expect(await sessionCount()).toBe(before);
  });

  it('lets an expert use it for her work', async () => {
    const session = await newConversation(app, expert);
    expect(session.title).toBe(ASSISTANT_DEFAULT_TITLE);
  });
});

describe('with the assistant in her plan', () => {
  beforeAll(async () => {
    await freePlanWith(app, ['ai_assistant']);
  });

  describe('missing token', () => {
    it.each([
      ['GET', `${BASE}/status/`],
      ['GET', CONVERSATIONS],
      ['POST', CONVERSATIONS],
      ['POST', `${CONVERSATIONS}with-message/`],
      ['GET', conversation(1)],
      ['PATCH', conversation(1)],
      ['DELETE', conversation(1)],
      ['GET', messagesOf(1)],
      ['POST', messagesOf(1)],
      ['POST', `${messagesOf(1)}stream/`],
      ['POST', FEEDBACK],
    ] as const)("%s %s answers 401 'Authentication required'", async (method, url) => {
      const res = await call(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(MESSAGES.authenticationRequired);
    });
  });

  describe('GET status', () => {
    it('says our own writer answers, from full-text retrieval over the published passages, with the starters', async () => {
      const res = await call(sofia, 'GET', `${BASE}/status/`);
      expect(res.statusCode).toBe(200);
      const status = assistantStatusSchema.parse(res.json());
      expect(status).toMatchObject({ writer: 'extractive', model: null, retrieval: 'full_text' });
      expect(status.passages).toBeGreaterThan(100);
      expect(status.starter_questions).toEqual([...ASSISTANT_STARTER_QUESTIONS]);
    });
  });

  describe('POST conversations', () => {
    it("creates 'New Chat' of type general by default, and keeps a given title and type", async () => {
      const plain = await newConversation(app, sofia);
      expect(plain).toMatchObject({
        title: ASSISTANT_DEFAULT_TITLE,
        type: 'general',
        use_my_context: false,
        share_context_with_model: false,
        message_count: 0,
      });
      const named = await newConversation(app, sofia, { title: '  Stimulation questions ', type: 'ivf' });
      expect(named).toMatchObject({ title: 'Stimulation questions', type: 'ivf' });
    });

    it.each([
      [{ title: '   ' }, 'title', CONVERSATION_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(CONVERSATION_TITLE_MAX + 1) }, 'title', CONVERSATION_MESSAGES.titleTooLong],
      [{ type: 'medical' }, 'type', ASSISTANT_MESSAGES.typeInvalid],
    ])('refuses %j (422 on %s) and stores nothing', async (body, field, msg) => {
      const before = await sessionCount();
      const res = await call(sofia, 'POST', CONVERSATIONS, body);
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['body', field], msg }]);
      expect(await sessionCount()).toBe(before);
    });
  });

  describe('GET conversations', () => {
    it('lists only hers, most recently active first, answered in sessions and paged', async () => {
      const older = await newConversation(app, nadia, { title: 'First' });
      const newer = await newConversation(app, nadia, { title: 'Second' });
      await asked(nadia, older.id, 'What is AMH?');
      const res = await call(nadia, 'GET', `${CONVERSATIONS}?skip=0&limit=1`);
      expect(res.statusCode).toBe(200);
      const page = assistantSessionPageSchema.parse(res.json());
      expect(page).toMatchObject({ total: 2, skip: 0, limit: 1 });
      expect(page.sessions.map((s) => s.id)).toEqual([older.id]);
      expect(page.sessions[0]!.message_count).toBe(2);
      const second = assistantSessionPageSchema.parse(
        (await call(nadia, 'GET', `${CONVERSATIONS}?skip=1`)).json(),
      );
      expect(second.sessions.map((s) => s.id)).toEqual([newer.id]);
      const hers = assistantSessionPageSchema.parse((await call(sofia, 'GET', CONVERSATIONS)).json());
      expect(hers.sessions.map((s) => s.id)).not.toContain(older.id);
    });

    it.each([
      ['skip=-1', 'skip', MESSAGES.skipMin],
      ['limit=0', 'limit', MESSAGES.limitRange],
      ['limit=101', 'limit', MESSAGES.limitRange],
    ])('refuses %s', async (query, field, msg) => {
      const res = await call(sofia, 'GET', `${CONVERSATIONS}?${query}`);
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['query', field], msg }]);
    });
  });

  describe('POST conversations/with-message', () => {
    it('starts a conversation titled after the question and answers it with sources', async () => {
      const res = await call(sofia, 'POST', `${CONVERSATIONS}with-message/`, {
        message: 'What are the warning signs of OHSS?',
      });
      expect(res.statusCode, res.body).toBe(201);
      const started = assistantStartedSchema.parse(res.json());
      expect(started.session).toMatchObject({
        title: 'What are the warning signs of OHSS?',
        message_count: 2,
      });
      const [question, answer] = started.messages;
      expect(question).toMatchObject({
        is_user: true,
        kind: null,
        content: 'What are the warning signs of OHSS?',
      });
      expect(answer).toMatchObject({ is_user: false, kind: 'answer', writer: 'extractive', stopped: false });
      expect(answer!.citations.length).toBeGreaterThan(0);
      expect(answer!.citations.map((c) => c.title)).toContain('What are the warning signs of OHSS?');
    });

    it.each([
      [{}, CONVERSATION_MESSAGES.messageRequired],
      [{ message: '  ' }, CONVERSATION_MESSAGES.messageRequired],
      [{ message: 'x'.repeat(CHAT_MESSAGE_MAX + 1) }, CONVERSATION_MESSAGES.messageTooLong],
    ])('refuses %j and stores nothing', async (body, msg) => {
      const [sessions, messages] = [await sessionCount(), await messageCount()];
      const res = await call(sofia, 'POST', `${CONVERSATIONS}with-message/`, body);
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['body', 'message'], msg }]);
      expect([await sessionCount(), await messageCount()]).toEqual([sessions, messages]);
    });
  });

  describe('GET, PATCH and DELETE one conversation', () => {
    it('reads hers; 404 for another member, and for an id that names nothing', async () => {
      const mine = await newConversation(app, sofia);
      expect(assistantSessionSchema.parse((await call(sofia, 'GET', conversation(mine.id))).json()).id).toBe(
        mine.id,
      );
      for (const [who, id] of [
        [nadia, mine.id],
        [sofia, 999_999],
      ] as const) {
        const res = await call(who, 'GET', conversation(id));
        expect(res.statusCode).toBe(404);
        expect(res.json().detail).toBe(CONVERSATION_MESSAGES.conversationNotFound);
      }
    });

    it('refuses an id that is not a positive whole number', async () => {
      const res = await call(sofia, 'GET', conversation(0));
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['path', 'id'], msg: MESSAGES.invalidId }]);
    });

    it('renames hers; refuses an empty change, a bad title, and another member', async () => {
      const mine = await newConversation(app, sofia);
      const res = await call(sofia, 'PATCH', conversation(mine.id), { title: 'Egg freezing' });
      expect(res.statusCode).toBe(200);
      expect(assistantSessionSchema.parse(res.json()).title).toBe('Egg freezing');
      const empty = await call(sofia, 'PATCH', conversation(mine.id), {});
      expect(empty.statusCode).toBe(422);
      expect(issues(empty)[0]!.msg).toBe(MESSAGES.atLeastOneField);
      const blank = await call(sofia, 'PATCH', conversation(mine.id), { title: '' });
      expect(issues(blank)).toEqual([{ loc: ['body', 'title'], msg: CONVERSATION_MESSAGES.titleRequired }]);
      const theirs = await call(nadia, 'PATCH', conversation(mine.id), { title: 'Mine now' });
      expect(theirs.statusCode).toBe(404);
      expect(
        assistantSessionSchema.parse((await call(sofia, 'GET', conversation(mine.id))).json()).title,
      ).toBe('Egg freezing');
    });

    it('lets her allow her own data, audited; sharing it with a model ends when she stops using it', async () => {
      const mine = await newConversation(app, sofia);
      const on = await call(sofia, 'PATCH', conversation(mine.id), {
        use_my_context: true,
        share_context_with_model: true,
      });
      expect(assistantSessionSchema.parse(on.json())).toMatchObject({
        use_my_context: true,
        share_context_with_model: true,
      });
      const off = await call(sofia, 'PATCH', conversation(mine.id), { use_my_context: false });
      expect(assistantSessionSchema.parse(off.json())).toMatchObject({
        use_my_context: false,
        share_context_with_model: false,
      });
      const audited = await app.deps.db.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'assistant.context_consent_changed'));
      expect(audited.filter((e) => e.actorId === sofia.user.id)).toHaveLength(2);
    });

    it('refuses sending her data to a model while the conversation may not use it, changing nothing', async () => {
      const mine = await newConversation(app, sofia);
      const res = await call(sofia, 'PATCH', conversation(mine.id), { share_context_with_model: true });
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([
        { loc: ['body', 'share_context_with_model'], msg: ASSISTANT_MESSAGES.shareNeedsUse },
      ]);
      const after = assistantSessionSchema.parse((await call(sofia, 'GET', conversation(mine.id))).json());
      expect(after).toMatchObject({ use_my_context: false, share_context_with_model: false });
    });

    it('refuses her own data to a professional, who has no cycle log to use', async () => {
      const theirs = await newConversation(app, expert);
      const res = await call(expert, 'PATCH', conversation(theirs.id), { use_my_context: true });
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([
        { loc: ['body', 'use_my_context'], msg: ASSISTANT_MESSAGES.contextOnlyForPatients },
      ]);
    });

    it('deletes hers with its messages; another member cannot', async () => {
      const mine = await newConversation(app, sofia);
      await asked(sofia, mine.id, 'What is a fertile window?');
      expect((await call(nadia, 'DELETE', conversation(mine.id))).statusCode).toBe(404);
      const res = await call(sofia, 'DELETE', conversation(mine.id));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: ASSISTANT_MESSAGES.conversationDeleted });
      expect((await call(sofia, 'GET', conversation(mine.id))).statusCode).toBe(404);
      const left = await app.deps.db.db
        .select()
        .from(assistantMessages)
        .where(eq(assistantMessages.sessionId, mine.id));
      expect(left).toEqual([]);
    });
  });

  describe('messages', () => {
    it('answers `messages`: hers as saved, then the answer; the thread reads back oldest first', async () => {
      const mine = await newConversation(app, sofia);
      const [question, answer] = await asked(sofia, mine.id, 'When is my fertile window?');
      expect(question).toMatchObject({
        session_id: mine.id,
        is_user: true,
        content: 'When is my fertile window?',
      });
      expect(answer).toMatchObject({ session_id: mine.id, is_user: false, kind: 'answer' });
      const res = await call(sofia, 'GET', messagesOf(mine.id));
      const page = assistantMessagePageSchema.parse(res.json());
      expect(page.messages.map((m) => m.id)).toEqual([question!.id, answer!.id]);
      expect(page).toMatchObject({ total: 2, skip: 0, limit: 100 });
      // Her first question names a conversation still called 'New Chat'.
      expect(
        assistantSessionSchema.parse((await call(sofia, 'GET', conversation(mine.id))).json()).title,
      ).toBe('When is my fertile window?');
    });

    it.each([
      [{}, 'content', CONVERSATION_MESSAGES.messageRequired],
      [{ content: '' }, 'content', CONVERSATION_MESSAGES.messageRequired],
      [{ content: 'x'.repeat(CHAT_MESSAGE_MAX + 1) }, 'content', CONVERSATION_MESSAGES.messageTooLong],
      [{ content: 'Hi', session_id: 0 }, 'session_id', CONVERSATION_MESSAGES.sessionIdInvalid],
    ])('refuses %j and stores nothing', async (body, field, msg) => {
      const mine = await newConversation(app, sofia);
      const before = await messageCount();
      const res = await call(sofia, 'POST', messagesOf(mine.id), body);
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['body', field], msg }]);
      expect(await messageCount()).toBe(before);
    });

    it("refuses a session_id that is not the path's conversation", async () => {
      const mine = await newConversation(app, sofia);
      const res = await call(sofia, 'POST', messagesOf(mine.id), {
        content: 'Hi',
        session_id: mine.id + 1000,
      });
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([
        { loc: ['body', 'session_id'], msg: CONVERSATION_MESSAGES.sessionIdMismatch(mine.id) },
      ]);
    });

    it('refuses a question past her budget with 429 and Retry-After, saving nothing', async () => {
      const { rita } = await createCast(app, { rita: 'patient' });
      const mine = await newConversation(app, rita);
      const { max, windowSeconds } = RATE_LIMITS.assistantQuestionsPerAccount;
      for (let i = 0; i < max; i++)
        await app.deps.rateLimiter.hit(`assistant-questions:${rita.user.id}`, max, windowSeconds);
      const before = await messageCount();
      const res = await call(rita, 'POST', messagesOf(mine.id), { content: 'What is AMH?' });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(await messageCount()).toBe(before);
    });

    it("neither reads nor adds to another member's conversation", async () => {
      const mine = await newConversation(app, sofia);
      const before = await messageCount();
      for (const [method, body] of [
        ['GET', undefined],
        ['POST', { content: 'What is AMH?' }],
        ['POST', { content: 'What is AMH?', stream: true }],
      ] as const) {
        const url = body && 'stream' in body ? `${messagesOf(mine.id)}stream/` : messagesOf(mine.id);
        const res = await call(nadia, method, url, body && { content: body.content });
        expect(res.statusCode).toBe(404);
        expect(res.json().detail).toBe(CONVERSATION_MESSAGES.conversationNotFound);
      }
      expect(await messageCount()).toBe(before);
    });
  });

  describe('POST feedback', () => {
    let sessionId: number;
    let answer: AssistantMessage;
    let question: AssistantMessage;
    beforeAll(async () => {
      sessionId = (await newConversation(app, sofia)).id;
      [question, answer] = (await asked(sofia, sessionId, 'What does a low AMH level mean?')) as [
        AssistantMessage,
        AssistantMessage,
      ];
    });

    it('rates an answer; rating again replaces the rating and the comment; the thread shows it', async () => {
      const first = await call(sofia, 'POST', FEEDBACK, {
        conversation_id: sessionId,
        message_id: answer.id,
        rating: 1,
      });
      expect(first.statusCode).toBe(201);
      expect(assistantFeedbackSchema.parse(first.json())).toMatchObject({ rating: 1, feedback_text: null });
      const again = await call(sofia, 'POST', FEEDBACK, {
        conversation_id: sessionId,
        message_id: answer.id,
        rating: -1,
        feedback_text: ' It did not say what to ask my clinic. ',
      });
      const rated = assistantFeedbackSchema.parse(again.json());
      expect(rated).toMatchObject({ rating: -1, feedback_text: 'It did not say what to ask my clinic.' });
      expect(rated.id).toBe(assistantFeedbackSchema.parse(first.json()).id);
      const thread = assistantMessagePageSchema.parse(
        (await call(sofia, 'GET', messagesOf(sessionId))).json(),
      );
      expect(thread.messages.find((m) => m.id === answer.id)!.feedback).toEqual({
        rating: -1,
        feedback_text: 'It did not say what to ask my clinic.',
      });
    });

    it.each([
      [{ message_id: 1, rating: 1 }, 'conversation_id', ASSISTANT_MESSAGES.conversationIdInvalid],
      [
        { conversation_id: 0, message_id: 1, rating: 1 },
        'conversation_id',
        ASSISTANT_MESSAGES.conversationIdInvalid,
      ],
      [{ conversation_id: 1, message_id: -3, rating: 1 }, 'message_id', ASSISTANT_MESSAGES.messageIdInvalid],
      [{ conversation_id: 1, message_id: 1, rating: 0 }, 'rating', ASSISTANT_MESSAGES.ratingInvalid],
      [{ conversation_id: 1, message_id: 1, rating: 5 }, 'rating', ASSISTANT_MESSAGES.ratingInvalid],
      [{ conversation_id: 1, message_id: 1 }, 'rating', ASSISTANT_MESSAGES.ratingInvalid],
      [
        {
          conversation_id: 1,
          message_id: 1,
          rating: 1,
          feedback_text: 'x'.repeat(ASSISTANT_FEEDBACK_TEXT_MAX + 1),
        },
        'feedback_text',
        ASSISTANT_MESSAGES.feedbackTooLong,
      ],
    ])('refuses %j (422 on %s)', async (body, field, msg) => {
      const res = await call(sofia, 'POST', FEEDBACK, body);
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['body', field], msg }]);
    });

    it("refuses another member's conversation, a message of another conversation, and her own message", async () => {
      const theirs = await call(nadia, 'POST', FEEDBACK, {
        conversation_id: sessionId,
        message_id: answer.id,
        rating: 1,
      });
      expect(theirs.statusCode).toBe(404);
      const other = await newConversation(app, sofia);
      const elsewhere = await call(sofia, 'POST', FEEDBACK, {
        conversation_id: other.id,
        message_id: answer.id,
        rating: 1,
      });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().detail).toBe(CONVERSATION_MESSAGES.messageNotFound);
      const own = await call(sofia, 'POST', FEEDBACK, {
        conversation_id: sessionId,
        message_id: question.id,
        rating: 1,
      });
      expect(own.statusCode).toBe(422);
      expect(issues(own)).toEqual([
        { loc: ['body', 'message_id'], msg: ASSISTANT_MESSAGES.feedbackOnAnswersOnly },
      ]);
    });

    it('shows content staff the −1 answers with question and sources, never who asked; members are refused', async () => {
      const res = await call(moderator, 'GET', `${BASE}/feedback/review/`);
      expect(res.statusCode).toBe(200);
      const page = assistantFeedbackReviewPageSchema.parse(res.json());
      const item = page.items.find((i) => i.question === 'What does a low AMH level mean?');
      expect(item).toMatchObject({ rating: -1, feedback_text: 'It did not say what to ask my clinic.' });
      expect(item!.answer.citations.length).toBeGreaterThan(0);
      expect(JSON.stringify(page)).not.toContain(sofia.user.email);
      const positives = assistantFeedbackReviewPageSchema.parse(
        (await call(moderator, 'GET', `${BASE}/feedback/review/?rating=1`)).json(),
      );
      expect(positives.items.every((i) => i.rating === 1)).toBe(true);
      expect((await call(moderator, 'GET', `${BASE}/feedback/review/?rating=2`)).statusCode).toBe(422);
      expect((await call(sofia, 'GET', `${BASE}/feedback/review/`)).statusCode).toBe(403);
      expect((await call(null, 'GET', `${BASE}/feedback/review/`)).statusCode).toBe(401);
    });
  });
});
