import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides the token of reset links in page paths', () => {
    expect(redactUrl('/reset-password/abcDEF123_-xyz')).toBe('/reset-password/[redacted]');
  });

  it('keeps query keys but never their values', () => {
    expect(redactUrl('/confirm-email?token=secret&x=1')).toBe('/confirm-email?token=[redacted]&x=[redacted]');
  });

  it('leaves ordinary paths alone', () => {
    expect(redactUrl('/api/auth/profile/')).toBe('/api/auth/profile/');
  });
});
