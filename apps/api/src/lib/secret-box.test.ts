import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box';

const KEY = 'a-key-of-at-least-thirty-two-characters-0123';

describe('secretBox', () => {
  it('opens what it sealed, and never seals the same text twice alike', () => {
    const box = secretBox(KEY);
    const one = box.seal('zoom-access-token');
    const two = box.seal('zoom-access-token');
    expect(one).not.toBe(two);
    expect(one).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(one).not.toContain('zoom-access-token');
    expect(box.open(one)).toBe('zoom-access-token');
    expect(box.open(box.seal(''))).toBe('');
  });

  it('refuses a value altered anywhere', () => {
    const box = secretBox(KEY);
    const sealed = box.seal('refresh-token-value');
    const parts = sealed.split('.');
    for (const at of [1, 2, 3]) {
      const bytes = Buffer.from(parts[at]!, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      const altered = [...parts];
      altered[at] = bytes.toString('base64url');
      expect(() => box.open(altered.join('.'))).toThrow();
    }
  });

  it('refuses a value sealed under another key or context, and unknown versions', () => {
    const sealed = secretBox(KEY).seal('secret');
    expect(() => secretBox(`${KEY}-other`).open(sealed)).toThrow();
    expect(() => secretBox(KEY, 'other').open(sealed)).toThrow();
    expect(() => secretBox(KEY).open(sealed.replace(/^v1/, 'v2'))).toThrow(/version/);
    expect(() => secretBox(KEY).open('not sealed')).toThrow(/version/);
  });
});
