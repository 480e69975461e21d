import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ASSISTANT_MESSAGES, type AssistantMessage, type AssistantSession } from '@fertilia/contracts';
import { notify } from '@/lib/notify';
import { createSession } from '../api/create-session';
import { threadQueryOptions } from '../api/get-messages';
import { assistantKeys } from '../api/keys';
import { streamAnswer } from '../api/stream-answer';
import { updateSession } from '../api/update-session';
import { titleFromQuestion } from './answer-text';
import { appendMessages, flattenThread, seedEmptyThread } from './thread-cache';

/** The question being answered, shown until the thread holds it as saved. */
export interface PendingAsk {
  /** Null while a new conversation is being created for it. */
  sessionId: number | null;
  /** Her question as sent, with id −1, until the server's saved copy replaces it (spec 02 §4). */
  question: AssistantMessage | null;
  /** The answer as written so far; null before its first words. */
  draft: string | null;
  /** She pressed Stop: the draft stays until the thread holds what the server kept. */
  stopping: boolean;
}

/** What a new conversation may use, chosen before her first question. */
export interface ContextChoice {
  use_my_context: boolean;
  share_context_with_model: boolean;
}

export const OPTIMISTIC_ID = -1;
/** How long to wait before each look for a stopped answer the server has kept. */
const STOPPED_REFETCH_WAITS_MS = [0, 250, 500, 1000, 2000];

const optimistic = (sessionId: number | null, content: string, at: string): AssistantMessage => ({
  id: OPTIMISTIC_ID,
  session_id: sessionId ?? OPTIMISTIC_ID,
  content,
  is_user: true,
  created_at: at,
  kind: null,
  citations: [],
  context_used: null,
  writer: null,
  stopped: false,
  feedback: null,
});

class StreamFailed extends Error {}

/**
 * Asks one question at a time: her message shows at once, the answer streams in as it is written, and the
 * saved messages take their places in the thread. A failure removes her message, tells her, and rejects so
 * the composer gives her text back; Stop keeps what was written (the server marks it stopped).
 */
export function useAsk({ onCreated }: { onCreated: (session: AssistantSession) => void }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingAsk | null>(null);
  const controller = useRef<AbortController | null>(null);
  const update = (change: Partial<PendingAsk>) => setPending((p) => (p ? { ...p, ...change } : p));

  const startSession = async (content: string, choice: ContextChoice | undefined) => {
    let session = await createSession({ title: titleFromQuestion(content) });
    if (choice && (choice.use_my_context || choice.share_context_with_model)) {
      session = await updateSession(session.id, choice);
    }
    queryClient.setQueryData(assistantKeys.session(session.id), session);
    seedEmptyThread(queryClient, session.id);
    void queryClient.invalidateQueries({ queryKey: assistantKeys.sessions() });
    update({ sessionId: session.id });
    onCreated(session);
    return session.id;
  };

  /**
   * Stopped: what the server kept (her question, the answer so far, marked stopped) replaces the draft. The
   * server saves it when it sees the connection close, which may be just after the refetch asks: ask again
   * a few times, briefly, until the thread ends with an answer.
   */
  const untilKept = async (id: number, questionSaved: boolean) => {
    const key = threadQueryOptions(id).queryKey;
    for (const wait of STOPPED_REFETCH_WAITS_MS) {
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await queryClient.refetchQueries({ queryKey: key }).catch(() => undefined);
      const last = flattenThread(queryClient.getQueryData(key)).at(-1);
      if (!questionSaved || (last !== undefined && !last.is_user)) return;
    }
  };

  const ask = useCallback(
    async (sessionId: number | null, content: string, choice?: ContextChoice) => {
      if (controller.current) throw new StreamFailed('One question at a time');
      const abort = new AbortController();
      controller.current = abort;
      // Spec 02 §4: her message is on screen before anything is sent.
      setPending({
        sessionId,
        question: optimistic(sessionId, content, new Date().toISOString()),
        draft: null,
        stopping: false,
      });
      let id = sessionId;
      let saved = false;
      try {
        id ??= await startSession(content, choice);
        for await (const event of streamAnswer(id, content, abort.signal)) {
          if (event.type === 'question') {
            saved = true;
            appendMessages(queryClient, id, [event.message]);
            update({ question: null });
          } else if (event.type === 'delta') {
            setPending((p) => (p ? { ...p, draft: (p.draft ?? '') + event.text } : p));
          } else if (event.type === 'answer') {
            appendMessages(queryClient, id, [event.message]);
            setPending(null);
            return;
          } else {
            throw new StreamFailed(event.detail);
          }
        }
        throw new StreamFailed('The answer ended before it was saved');
      } catch (error) {
        if (abort.signal.aborted && id !== null) {
          await untilKept(id, saved);
          setPending(null);
          return;
        }
        setPending(null);
        notify.error(ASSISTANT_MESSAGES.sendFailed);
        // Her question was saved before the answer failed: it stays in the thread, so the composer keeps
        // nothing to send again (a second copy of the question would follow).
        if (saved && id !== null) {
          void queryClient.invalidateQueries({ queryKey: assistantKeys.thread(id) });
          return;
        }
        throw error;
      } finally {
        controller.current = null;
        void queryClient.invalidateQueries({ queryKey: assistantKeys.sessions() });
      }
    },
    // startSession reads only stable values (the query client, onCreated from the page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, onCreated],
  );

  const stop = useCallback(() => {
    update({ stopping: true });
    controller.current?.abort();
  }, []);

  return { pending, ask, stop };
}
