import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable token for links and refresh tokens: 256 bits, URL-safe. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as SHA-256 digests, so a database leak yields nothing usable. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const safeEqual = (a: string, b: string): boolean => {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
};
