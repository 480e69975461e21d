import {
  ASSISTANT_DEFAULT_TITLE,
  CONVERSATION_MESSAGES,
  CONVERSATION_TITLE_MAX,
  notFound,
  type AssistantContextItem,
} from '@fertilia/contracts';
import { inTransaction, type MemberContext } from '../../http/context';
import { planAnswer } from './answer-plan';
import {
  findOwnSession,
  insertMessage,
  recentMessages,
  updateSession,
  type MessageView,
  type SessionView,
} from './assistant-repo';
import { personalContextOf } from './personal-context';
import { writeAnswer } from './write-answer';

/*
 * One question and its answer. Her question is saved and committed first, so it is never lost whatever
 * happens to the answer; the answer is planned and written outside any transaction (an outside model may
 * take seconds, and the embedded database serves one transaction at a time), then saved in a second one.
 */

/** Earlier turns an outside model is shown; enough for "and what about…" follow-ups. */
const HISTORY_TURNS = 6;

export type ExchangeHooks = {
  signal: AbortSignal;
  /** Her message, as saved, before any answer is written. */
  onQuestion?: (message: MessageView) => void;
  /** The answer's text as it is written. */
  onText?: (piece: string) => void;
};

/** A conversation's title from its first question: the words that fit in a title, never a cut word. */
export function titleFrom(question: string): string {
  const flat = question.replace(/\s+/g, ' ').trim();
  if (flat.length <= CONVERSATION_TITLE_MAX) return flat;
  const cut = flat.slice(0, CONVERSATION_TITLE_MAX - 1).replace(/\s+\S*$/, '');
  return `${cut || flat.slice(0, CONVERSATION_TITLE_MAX - 1)}…`;
}

async function contextFor(ctx: MemberContext, session: SessionView) {
  if (!session.useMyContext || ctx.actor.role !== 'patient') return { context: null, contextForModel: null };
  const items: AssistantContextItem[] = await personalContextOf(ctx);
  return { context: items, contextForModel: session.shareContextWithModel ? items : null };
}

export async function askInSession(
  ctx: MemberContext,
  sessionId: number,
  question: string,
  hooks: ExchangeHooks,
): Promise<[MessageView, MessageView]> {
  const { session, saved, history } = await inTransaction(ctx, async (tx) => {
    const found = await findOwnSession(tx.db, sessionId, tx.actor.id, { lock: true });
    if (!found) throw notFound(CONVERSATION_MESSAGES.conversationNotFound);
    const earlier = await recentMessages(tx.db, sessionId, HISTORY_TURNS);
    const message = await insertMessage(tx.db, {
      sessionId,
      isUser: true,
      content: question,
      createdAt: tx.clock.now(),
    });
    const untitled = found.title === ASSISTANT_DEFAULT_TITLE && found.messageCount === 0;
    await updateSession(tx.db, sessionId, {
      updatedAt: tx.clock.now(),
      ...(untitled && { title: titleFrom(question) }),
    });
    return { session: found, saved: message, history: earlier };
  });
  hooks.onQuestion?.(saved);

  const plan = await planAnswer(ctx.db, question);
  const written = await writeAnswer(
    plan,
    {
      question,
      history: history.map((m) => ({ isUser: m.isUser, content: m.content })),
      ...(await contextFor(ctx, session)),
    },
    ctx.config.assistant.llm,
    hooks.signal,
    hooks.onText ?? (() => {}),
    ctx.log,
  );
  const answer = await inTransaction(ctx, async (tx) => {
    // She may have deleted the conversation while it was being answered: then there is nothing to add to.
    if (!(await findOwnSession(tx.db, sessionId, tx.actor.id, { lock: true })))
      throw notFound(CONVERSATION_MESSAGES.conversationNotFound);
    const row = await insertMessage(tx.db, {
      sessionId,
      isUser: false,
      content: written.content,
      kind: written.kind,
      citations: written.citations,
      contextUsed: written.contextUsed,
      writer: written.writer,
      model: written.model,
      retrieval: plan.trace,
      stopped: written.stopped,
      createdAt: tx.clock.now(),
    });
    await updateSession(tx.db, sessionId, { updatedAt: tx.clock.now() });
    return row;
  });
  return [saved, answer];
}
