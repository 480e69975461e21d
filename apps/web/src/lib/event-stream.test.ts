import { describe, expect, it } from 'vitest';
import { API_VERSION, MESSAGES, assistantApi, pathOf } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { makeUser } from '@/test/users';
import { ApiError, REFRESH_PATH } from './api-client';
import { callEventStream, eventData } from './event-stream';
import { getSession, setSession } from './session';

/** A body that arrives in the given pieces, as a network delivers it. */
const body = (...pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });
const events = (...pieces: string[]) =>
  new Response(body(...pieces), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}

const STREAM = pathOf(assistantApi.stream, { id: 4 });
const ask = () => callEventStream(assistantApi.stream, { params: { id: 4 }, body: { content: 'Hi' } });

describe('eventData', () => {
  it('reads events split anywhere across chunks, with CRLF, comments and multi-line data', async () => {
    const read = await collect(
      eventData(
        body(': keep-alive\n\ndata: {"a"', ':1}\r\n\r\nevent: x\ndata: one\ndata: two\n', '\ndata: last'),
      ),
    );
    expect(read).toEqual(['{"a":1}', 'one\ntwo', 'last']);
  });
});

describe('callEventStream', () => {
  it('sends the question with the session headers and yields each event as JSON', async () => {
    setSession({ accessToken: 'access-1', refreshToken: 'r' });
    const fetch = installTestFetch(() =>
      events('data: {"type":"delta","text":"A"}\n\n', 'data: {"type":"delta","text":"B"}\n\n'),
    );
    expect(await collect(ask())).toEqual([
      { type: 'delta', text: 'A' },
      { type: 'delta', text: 'B' },
    ]);
    const [request] = fetch.calls;
    expect(request).toMatchObject({ url: STREAM, method: 'POST', body: { content: 'Hi' } });
    expect(request!.headers.get('Authorization')).toBe('Bearer access-1');
    expect(request!.headers.get('X-API-Version')).toBe(API_VERSION);
  });

  it('refreshes once after a 401 and opens the stream again with the new token', async () => {
    const user = makeUser();
    setSession({ accessToken: 'old', refreshToken: 'refresh-1', user });
    const fetch = installTestFetch(({ url, headers }) => {
      if (url === REFRESH_PATH)
        return jsonResponse(200, { access_token: 'new', refresh_token: 'refresh-2', user });
      return headers.get('Authorization') === 'Bearer new'
        ? events('data: {"ok":true}\n\n')
        : jsonResponse(401, {});
    });
    expect(await collect(ask())).toEqual([{ ok: true }]);
    expect(fetch.calls.map((c) => c.url)).toEqual([STREAM, REFRESH_PATH, STREAM]);
    expect(getSession().accessToken).toBe('new');
  });

  it('turns a refusal into the error catalogue’s entry, never the server’s 5xx words', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r' });
    installTestFetch(() => jsonResponse(404, { detail: 'Conversation not found' }));
    await expect(collect(ask())).rejects.toMatchObject({ status: 404, message: 'Conversation not found' });
    installTestFetch(() => jsonResponse(500, { detail: 'boom at line 3' }));
    const error: unknown = await collect(ask()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(MESSAGES.serverErrorMapped);
  });
});
