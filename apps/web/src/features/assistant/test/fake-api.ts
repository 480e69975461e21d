import {
  assistantApi,
  pathOf,
  type AssistantFeedback,
  type AssistantMessage,
  type AssistantSession,
  type AssistantStatus,
  type AssistantStreamEvent,
} from '@fertilia/contracts';
import { CONFIG_PATH, appConfigResponse } from '@/test/app-config';
import { jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { answer as answerFixture, status as statusFixture } from './fixtures';

export const ASSISTANT_PATHS = {
  status: pathOf(assistantApi.status),
  sessions: pathOf(assistantApi.list),
  feedback: pathOf(assistantApi.feedback),
  review: pathOf(assistantApi.reviewFeedback),
  session: (id: number) => pathOf(assistantApi.get, { id }),
  messages: (id: number) => pathOf(assistantApi.messages, { id }),
  stream: (id: number) => pathOf(assistantApi.stream, { id }),
};

export const pathnameOf = (request: RecordedRequest) => new URL(request.url, 'http://x').pathname;
const queryOf = (request: RecordedRequest) => new URL(request.url, 'http://x').searchParams;

/** How the server answers one question. */
export interface Reply {
  /** The answer as saved (content, kind, citations...); its text is streamed in `chunks` first. */
  answer: Partial<AssistantMessage>;
  /** The deltas as written; by default the answer's text in two halves. */
  chunks?: string[];
  /** Pause after the first delta until `release()`: the answer is "being written". */
  hold?: boolean;
  /** 'refuse': the stream is refused with a 500; 'event': an error event after her question is saved. */
  fail?: 'refuse' | 'event';
}

type Answers = Partial<Record<string, (request: RecordedRequest) => Response | Promise<Response>>>;

const sse = (event: AssistantStreamEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * The assistant API as the server answers it, kept in memory: conversations (newest activity first, paged),
 * their messages, ratings, and the streaming endpoint, whose body is a ReadableStream written event by event.
 * Closing the connection (the request's signal) stops the answer the way the server does: what was written is
 * kept, marked stopped. `answers` ("METHOD /path") take precedence.
 */
export function assistantServer(
  seed: {
    status?: Partial<AssistantStatus>;
    sessions?: AssistantSession[];
    messages?: AssistantMessage[];
  } = {},
  answers: Answers = {},
) {
  const sessions = [...(seed.sessions ?? [])];
  const messages = [...(seed.messages ?? [])];
  const ratings: AssistantFeedback[] = [];
  let nextId = 500;
  let reply: (content: string) => Reply = () => ({ answer: {} });
  let release: () => void = () => undefined;
  const now = '2026-11-24T10:00:00.000Z';

  const save = (message: Partial<AssistantMessage> & { session_id: number }): AssistantMessage => {
    const saved = answerFixture({ ...message, id: nextId++, created_at: now });
    messages.push(saved);
    const owner = sessions.find((s) => s.id === message.session_id);
    if (owner) Object.assign(owner, { updated_at: now, message_count: owner.message_count + 1 });
    return saved;
  };

  function stream(request: RecordedRequest, id: number): Response {
    const content = (request.body as { content: string }).content;
    const plan = reply(content);
    if (plan.fail === 'refuse') return jsonResponse(500, { detail: 'Internal Server Error' });
    const full = answerFixture(plan.answer);
    const chunks = plan.chunks ?? [full.content.slice(0, 20), full.content.slice(20)];
    const encoder = new TextEncoder();
    let written = '';
    let finished = false;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (event: AssistantStreamEvent) => controller.enqueue(encoder.encode(sse(event)));
        request.signal?.addEventListener('abort', () => {
          if (finished) return;
          finished = true;
          save({ ...full, session_id: id, content: written, stopped: true });
          controller.error(new DOMException('The operation was aborted.', 'AbortError'));
        });
        send({
          type: 'question',
          message: save({
            ...full,
            session_id: id,
            content,
            is_user: true,
            kind: null,
            citations: [],
            writer: null,
            context_used: null,
          }),
        });
        if (plan.fail === 'event') {
          finished = true;
          send({ type: 'error', detail: 'The answer could not be written' });
          controller.close();
          return;
        }
        for (const [i, chunk] of chunks.entries()) {
          written += chunk;
          send({ type: 'delta', text: chunk });
          if (i === 0 && plan.hold) await new Promise<void>((resolve) => (release = resolve));
          if (finished) return;
        }
        finished = true;
        send({ type: 'answer', message: save({ ...full, session_id: id }) });
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  }

  const handler = (request: RecordedRequest): Response | Promise<Response> => {
    const path = pathnameOf(request);
    const answer = answers[`${request.method} ${path}`];
    if (answer) return answer(request);
    if (path === CONFIG_PATH) return appConfigResponse();
    if (path === ASSISTANT_PATHS.status) return jsonResponse(200, statusFixture(seed.status));
    if (path === ASSISTANT_PATHS.sessions && request.method === 'POST') {
      const body = request.body as { title?: string };
      const created: AssistantSession = {
        id: nextId++,
        title: body.title ?? 'New Chat',
        type: 'general',
        use_my_context: false,
        share_context_with_model: false,
        message_count: 0,
        created_at: now,
        updated_at: now,
      };
      sessions.unshift(created);
      return jsonResponse(201, created);
    }
    if (path === ASSISTANT_PATHS.sessions) {
      const skip = Number(queryOf(request).get('skip') ?? 0);
      const limit = Number(queryOf(request).get('limit') ?? 20);
      return jsonResponse(200, {
        sessions: sessions.slice(skip, skip + limit),
        total: sessions.length,
        skip,
        limit,
      });
    }
    if (path === ASSISTANT_PATHS.feedback && request.method === 'POST') {
      const body = request.body as {
        conversation_id: number;
        message_id: number;
        rating: number;
        feedback_text?: string;
      };
      const saved: AssistantFeedback = {
        id: ratings.length + 1,
        conversation_id: body.conversation_id,
        message_id: body.message_id,
        rating: body.rating,
        feedback_text: body.feedback_text?.trim() || null,
        created_at: now,
        updated_at: now,
      };
      ratings.push(saved);
      return jsonResponse(201, saved);
    }
    for (const s of sessions) {
      if (path === ASSISTANT_PATHS.stream(s.id) && request.method === 'POST') return stream(request, s.id);
      if (path === ASSISTANT_PATHS.messages(s.id)) {
        const own = messages.filter((m) => m.session_id === s.id);
        return jsonResponse(200, { messages: own, total: own.length, skip: 0, limit: 100 });
      }
      if (path !== ASSISTANT_PATHS.session(s.id)) continue;
      if (request.method === 'PATCH') {
        Object.assign(s, request.body);
        return jsonResponse(200, s);
      }
      if (request.method === 'DELETE') {
        sessions.splice(sessions.indexOf(s), 1);
        return jsonResponse(200, { message: 'Conversation deleted' });
      }
      return jsonResponse(200, s);
    }
    return jsonResponse(404, { detail: 'Not found' });
  };

  return {
    handler,
    sessions,
    messages,
    ratings,
    /** How the next questions are answered. */
    replyWith: (next: (content: string) => Reply) => {
      reply = next;
    },
    /** Lets a held answer finish. */
    release: () => release(),
  };
}
