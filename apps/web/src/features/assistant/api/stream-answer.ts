import { assistantApi, assistantStreamEventSchema, type AssistantStreamEvent } from '@fertilia/contracts';
import { callEventStream } from '@/lib/event-stream';

/**
 * POST .../messages/stream/: her saved question, the answer's text as it is written, then the answer as
 * saved. Aborting `signal` stops the answer; the server keeps what was written and marks it stopped.
 */
export async function* streamAnswer(
  id: number,
  content: string,
  signal: AbortSignal,
): AsyncGenerator<AssistantStreamEvent> {
  for await (const data of callEventStream(
    assistantApi.stream,
    { params: { id }, body: { content } },
    { signal },
  )) {
    yield assistantStreamEventSchema.parse(data);
  }
}
