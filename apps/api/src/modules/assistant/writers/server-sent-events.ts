/*
 * Reads a server-sent event stream (text/event-stream) as its `data` payloads. Network reads cut the stream
 * anywhere, mid-line or mid-character, so bytes are decoded as a stream and only whole lines are read.
 * Each `data:` line is taken as one payload: OpenAI-compatible servers put a whole JSON chunk on one line,
 * and some omit the blank line between events, which strict joining of data lines would turn into invalid
 * JSON. Comments (": keep-alive") and other fields (event:, id:, retry:) are skipped.
 */

export async function* serverSentData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      // The last piece may be a line still arriving; at the end of the stream it is a line of its own.
      buffer = done ? '' : lines.pop()!;
      for (const line of lines) {
        if (!line.startsWith('data:')) continue;
        yield line.slice(line.startsWith('data: ') ? 6 : 5);
      }
      if (done) return;
    }
  } finally {
    // Stopping early (at [DONE], on an error, or when the reader of the answer stops) lets go of the body.
    await reader.cancel().catch(() => undefined);
  }
}
