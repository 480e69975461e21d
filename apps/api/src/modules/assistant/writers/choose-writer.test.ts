import { describe, expect, it } from 'vitest';
import { writerFor } from './choose-writer';

describe('writerFor', () => {
  it('uses the outside model when one is configured', () => {
    const writer = writerFor({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: null, model: 'llama-3.1-8b' });
    expect(writer.kind).toBe('llm');
    expect(writer.model).toBe('llama-3.1-8b');
  });

  it('falls back to the embedded extractive writer', () => {
    const writer = writerFor(null);
    expect(writer.kind).toBe('extractive');
    expect(writer.model).toBeNull();
  });
});
