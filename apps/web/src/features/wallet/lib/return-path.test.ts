import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('return paths after a top-up', () => {
  const origin = 'https://fertilia.test';
  it('accepts a path of this site only', () => {
    expect(safeReturnPath('/appointments/book?expert=3', origin)).toBe('/appointments/book?expert=3');
    for (const bad of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'appointments',
      '',
      null,
    ])
      expect(safeReturnPath(bad, origin)).toBeNull();
  });
});
