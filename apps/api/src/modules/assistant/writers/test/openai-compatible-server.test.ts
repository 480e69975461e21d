import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiCompatibleServer, type OpenAiCompatibleServer } from './openai-compatible-server';

/* The test server is itself tested where tests rely on what it says beyond the adapters' own use. */

let server: OpenAiCompatibleServer;
beforeEach(async () => {
  server = await startOpenAiCompatibleServer({ apiKey: 'sk-server' });
});
afterEach(() => server.close());

const post = (path: string, body: unknown, key = 'sk-server') =>
  fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });

describe('the OpenAI-compatible test server', () => {
  it('answers a non-streaming request with one chat.completion', async () => {
    server.script('Six days [1].');
    const response = await post('/chat/completions', { model: 'm', messages: [] });
    expect(await response.json()).toMatchObject({
      object: 'chat.completion',
      model: 'm',
      choices: [
        { index: 0, message: { role: 'assistant', content: 'Six days [1].' }, finish_reason: 'stop' },
      ],
    });
  });

  it('says it has no source when the prompt holds no passage [1]', async () => {
    const response = await post('/chat/completions', {
      model: 'm',
      messages: [{ role: 'user', content: 'Hi' }],
    });
    const body = (await response.json()) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]!.message.content).toMatch(/no reliable source/);
  });

  it('embeds deterministically, L2-normalised', async () => {
    const answer = async () =>
      (await (
        await post('/embeddings', { model: 'e', input: ['Fertile window', 'fertile WINDOW'] })
      ).json()) as {
        object: string;
        data: { object: string; index: number; embedding: number[] }[];
      };
    const first = await answer();
    expect(first.object).toBe('list');
    expect(first.data[0]!.embedding).toEqual(first.data[1]!.embedding);
    expect(Math.hypot(...first.data[0]!.embedding)).toBeCloseTo(1, 10);
    expect((await answer()).data).toEqual(first.data);
  });

  it('refuses a wrong key with 401 and an unknown path with 404, in OpenAI’s error shape', async () => {
    const refused = await post('/chat/completions', {}, 'sk-other');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      error: { message: expect.any(String), type: 'invalid_request_error' },
    });
    expect((await post('/nothing', {})).status).toBe(404);
  });
});
