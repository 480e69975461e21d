import {
  ASSISTANT_MESSAGES,
  ASSISTANT_STARTER_QUESTIONS,
  CONVERSATION_MESSAGES,
  RATE_LIMITS,
  invalidField,
  notFound,
  tooManyRequests,
  type AssistantExchange,
  type AssistantFeedback,
  type AssistantFeedbackReviewPage,
  type AssistantMessagePage,
  type AssistantSession,
  type AssistantSessionPage,
  type AssistantStarted,
  type AssistantStatus,
  type AssistantSessionType,
  type MessageResponse,
} from '@fertilia/contracts';
import { inTransaction, type Context, type MemberContext } from '../../http/context';
import { recordAudit } from '../audit/service';
import { requireEntitlement } from '../subscriptions/entitlement-service';
import {
  deleteSession,
  findMessageIn,
  findOwnSession,
  insertSession,
  messagePage,
  reviewPage,
  sessionPage,
  updateSession,
  upsertFeedback,
} from './assistant-repo';
import { toFeedback, toMessage, toReviewItem, toSession } from './dto';
import { askInSession, titleFrom, type ExchangeHooks } from './exchange';
import { countPassages } from './retrieval/index-service';

/*
 * The assistant's conversations (spec 02 §7, issue 21): hers alone (anyone else gets a 404, as if it did not
 * exist), asked only with a plan that includes the assistant (patients; professionals use it for their
 * work), read back whatever her plan is now.
 */

type Page = { skip: number; limit: number };

async function ownSession(ctx: MemberContext, id: number) {
  const session = await findOwnSession(ctx.db, id, ctx.actor.id);
  if (!session) throw notFound(CONVERSATION_MESSAGES.conversationNotFound);
  return session;
}

export async function status(ctx: Context): Promise<AssistantStatus> {
  const { llm, embeddings } = ctx.config.assistant;
  return {
    writer: llm ? 'llm' : 'extractive',
    model: llm?.model ?? null,
    retrieval: embeddings ? 'hybrid' : 'full_text',
    passages: await countPassages(ctx.db),
    starter_questions: [...ASSISTANT_STARTER_QUESTIONS],
  };
}

export async function listSessions(ctx: MemberContext, page: Page): Promise<AssistantSessionPage> {
  const { rows, total } = await sessionPage(ctx.db, ctx.actor.id, page);
  return { sessions: rows.map(toSession), total, skip: page.skip, limit: page.limit };
}

export async function createSession(
  ctx: MemberContext,
  input: { title: string; type: AssistantSessionType },
): Promise<AssistantSession> {
  await requireEntitlement(ctx, 'ai_assistant');
  const now = ctx.clock.now();
  const row = await insertSession(ctx.db, {
    userId: ctx.actor.id,
    title: input.title,
    type: input.type,
    createdAt: now,
    updatedAt: now,
  });
  return toSession({ ...row, messageCount: 0 });
}

export const getSession = async (ctx: MemberContext, id: number): Promise<AssistantSession> =>
  toSession(await ownSession(ctx, id));

export async function updateSessionSettings(
  ctx: MemberContext,
  id: number,
  changes: { title?: string; use_my_context?: boolean; share_context_with_model?: boolean },
): Promise<AssistantSession> {
  const asksForData = changes.use_my_context === true || changes.share_context_with_model === true;
  if (asksForData && ctx.actor.role !== 'patient')
    throw invalidField(
      'body',
      changes.use_my_context === true ? 'use_my_context' : 'share_context_with_model',
      ASSISTANT_MESSAGES.contextOnlyForPatients,
    );
  return inTransaction(ctx, async (tx) => {
    const session = await findOwnSession(tx.db, id, tx.actor.id, { lock: true });
    if (!session) throw notFound(CONVERSATION_MESSAGES.conversationNotFound);
    const useMyContext = changes.use_my_context ?? session.useMyContext;
    if (changes.share_context_with_model === true && !useMyContext)
      throw invalidField('body', 'share_context_with_model', ASSISTANT_MESSAGES.shareNeedsUse);
    // Sharing with an outside model is a further step of using her data: turning use off turns it off too.
    const shareContextWithModel =
      useMyContext && (changes.share_context_with_model ?? session.shareContextWithModel);
    await updateSession(tx.db, id, {
      ...(changes.title !== undefined && { title: changes.title }),
      useMyContext,
      shareContextWithModel,
    });
    if (useMyContext !== session.useMyContext || shareContextWithModel !== session.shareContextWithModel)
      await recordAudit(tx, {
        action: 'assistant.context_consent_changed',
        targetUserId: tx.actor.id,
        details: {
          session_id: id,
          use_my_context: useMyContext,
          share_context_with_model: shareContextWithModel,
        },
      });
    return toSession({
      ...session,
      ...changes,
      useMyContext,
      shareContextWithModel,
      title: changes.title ?? session.title,
    });
  });
}

export async function deleteConversation(ctx: MemberContext, id: number): Promise<MessageResponse> {
  await ownSession(ctx, id);
  await deleteSession(ctx.db, id);
  return { message: ASSISTANT_MESSAGES.conversationDeleted };
}

export async function listMessages(
  ctx: MemberContext,
  id: number,
  page: Page,
): Promise<AssistantMessagePage> {
  await ownSession(ctx, id);
  const { rows, total } = await messagePage(ctx.db, id, page);
  return { messages: rows.map(toMessage), total, skip: page.skip, limit: page.limit };
}

/** Counts a question against her budget (429 with Retry-After past it); refused questions are not counted. */
async function countQuestion(ctx: MemberContext): Promise<void> {
  const { max, windowSeconds } = RATE_LIMITS.assistantQuestionsPerAccount;
  const result = await ctx.deps.rateLimiter.hit(`assistant-questions:${ctx.actor.id}`, max, windowSeconds);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

/** Checks a question may be asked here before anything is saved or streamed; answers the session id. */
export async function openForQuestion(
  ctx: MemberContext,
  id: number,
  body: { session_id?: number },
): Promise<number> {
  if (body.session_id !== undefined && body.session_id !== id)
    throw invalidField('body', 'session_id', CONVERSATION_MESSAGES.sessionIdMismatch(id));
  await ownSession(ctx, id);
  await requireEntitlement(ctx, 'ai_assistant');
  await countQuestion(ctx);
  return id;
}

export async function ask(
  ctx: MemberContext,
  id: number,
  content: string,
  hooks: ExchangeHooks,
): Promise<AssistantExchange> {
  const messages = await askInSession(ctx, id, content, hooks);
  return { messages: messages.map(toMessage) };
}

export async function startWithMessage(
  ctx: MemberContext,
  input: { message: string; type: AssistantSessionType },
): Promise<AssistantStarted> {
  await requireEntitlement(ctx, 'ai_assistant');
  await countQuestion(ctx);
  const session = await createSession(ctx, { title: titleFrom(input.message), type: input.type });
  const { messages } = await ask(ctx, session.id, input.message, { signal: new AbortController().signal });
  return { session: await getSession(ctx, session.id), messages };
}

export async function rateAnswer(
  ctx: MemberContext,
  input: { conversation_id: number; message_id: number; rating: 1 | -1; feedback_text?: string },
): Promise<AssistantFeedback> {
  await ownSession(ctx, input.conversation_id);
  const message = await findMessageIn(ctx.db, input.conversation_id, input.message_id);
  if (!message) throw notFound(CONVERSATION_MESSAGES.messageNotFound);
  if (message.isUser) throw invalidField('body', 'message_id', ASSISTANT_MESSAGES.feedbackOnAnswersOnly);
  const row = await upsertFeedback(ctx.db, {
    messageId: message.id,
    sessionId: input.conversation_id,
    userId: ctx.actor.id,
    rating: input.rating,
    feedbackText: input.feedback_text ?? null,
    at: ctx.clock.now(),
  });
  return toFeedback(row);
}

/** Content staff improve the hub from rated answers; they see questions and answers, never who asked. */
export async function reviewRatings(
  ctx: MemberContext,
  query: Page & { rating: 1 | -1 },
): Promise<AssistantFeedbackReviewPage> {
  const { rows, total } = await reviewPage(ctx.db, query.rating, query);
  await recordAudit(ctx, {
    action: 'assistant.ratings_reviewed',
    details: { rating: query.rating, skip: query.skip, shown: rows.length },
  });
  return { items: rows.map(toReviewItem), total, skip: query.skip, limit: query.limit };
}
