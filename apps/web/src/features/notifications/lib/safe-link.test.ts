import { describe, expect, it } from 'vitest';
import { safeLink } from './safe-link';

const origin = 'https://fertilia.example';

describe('safeLink', () => {
  it('keeps in-app paths with their query and anchor', () => {
    expect(safeLink('/community/posts/first-transfer', origin)).toBe('/community/posts/first-transfer');
    expect(safeLink('/messages/7?from=bell#latest', origin)).toBe('/messages/7?from=bell#latest');
  });

  it('refuses anything that could leave the site or run script', () => {
    for (const link of [
      'https://evil.example/phish',
      '//evil.example/phish',
      '/\\evil.example',
      'javascript:alert(1)',
      'community/posts/relative',
      '',
      null,
      undefined,
    ]) {
      expect(safeLink(link, origin)).toBeNull();
    }
  });
});
