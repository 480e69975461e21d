import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Seals short secrets we must keep but never show (third-party OAuth tokens, ADR 014) with AES-256-GCM.
 * The key is derived from the server's key material with HKDF-SHA256, so the same TOKEN_SEAL_KEY (or
 * JWT_SECRET) never serves two purposes. A sealed value reads `v1.<iv>.<tag>.<ciphertext>` (base64url):
 * the version lets a later key or cipher open older values while it re-seals them.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const INFO = 'fertilia/secret-box/v1';

export type SecretBox = {
  seal(plain: string): string;
  /** The sealed text, or an error when it was altered or sealed under another key. */
  open(sealed: string): string;
};

/** A box whose key is derived from `keyMaterial`; `context` separates boxes that share the material. */
export function secretBox(keyMaterial: string, context = 'tokens'): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, context, INFO, 32));
  const aad = Buffer.from(`${VERSION}:${context}`);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined || rest.length)
        throw new Error('secret-box: not a sealed value of a known version');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(aad);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      // final() throws when the tag does not match: the value was altered or sealed under another key.
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
