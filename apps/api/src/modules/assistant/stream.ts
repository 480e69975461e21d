import { PassThrough } from 'node:stream';
import { ASSISTANT_MESSAGES, type AssistantStreamEvent } from '@fertilia/contracts';
import type { MemberContext } from '../../http/context';
import type { Http } from '../../http/route';
import { toMessage } from './dto';
import { ask } from './service';

/*
 * The answer as it is written (issue 21, item 2), as server-sent events over the POST that asks: her saved
 * message, the text piece by piece, then the answer as saved. When the browser closes the connection (her
 * Stop button), writing stops and what was written is kept, marked stopped.
 */

const eventLine = (event: AssistantStreamEvent) => `data: ${JSON.stringify(event)}\n\n`;

export function streamAnswer(ctx: MemberContext, sessionId: number, content: string, { reply }: Http) {
  const stream = new PassThrough();
  const stop = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) stop.abort();
  });
  const send = (event: AssistantStreamEvent) => {
    if (!stream.writableEnded) stream.write(eventLine(event));
  };
  void ask(ctx, sessionId, content, {
    signal: stop.signal,
    onQuestion: (message) => send({ type: 'question', message: toMessage(message) }),
    onText: (text) => send({ type: 'delta', text }),
  })
    .then(({ messages }) => send({ type: 'answer', message: messages[1]! }))
    .catch((err: unknown) => {
      ctx.log.error({ err }, 'assistant: answering failed');
      send({ type: 'error', detail: ASSISTANT_MESSAGES.sendFailed });
    })
    .finally(() => stream.end());
  return reply
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(stream);
}
