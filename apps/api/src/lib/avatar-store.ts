import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Public path under which stored avatars are served (modules/media). */
export const AVATAR_URL_PREFIX = '/api/media/avatars/';
/** Only names a store creates; anything else (dots, slashes) never reaches the file system. */
export const AVATAR_NAME = /^[A-Za-z0-9_-]+\.webp$/;

/**
 * WebP pictures in `<dataDir>/uploads/<folder>`, named randomly (128 bits) so URLs cannot be guessed, and
 * served under `urlPrefix`.
 */
export function imageStore(dataDir: string, folder: string, urlPrefix: string) {
  const dir = path.join(dataDir, 'uploads', folder);
  const fileOf = (name: string) => (AVATAR_NAME.test(name) ? path.join(dir, name) : undefined);
  return {
    async save(webp: Buffer): Promise<string> {
      await fs.mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('base64url')}.webp`;
      await fs.writeFile(path.join(dir, name), webp, { mode: 0o600 });
      return name;
    },
    async read(name: string): Promise<Buffer | undefined> {
      const file = fileOf(name);
      if (!file) return undefined;
      return fs.readFile(file).catch(() => undefined);
    },
    async remove(name: string): Promise<void> {
      const file = fileOf(name);
      if (file) await fs.rm(file, { force: true });
    },
    urlOf: (name: string) => `${urlPrefix}${name}`,
    /** The stored file a URL points at, if it is one of ours. */
    nameOf(url: string | null | undefined): string | undefined {
      if (!url?.startsWith(urlPrefix)) return undefined;
      const name = url.slice(urlPrefix.length);
      return AVATAR_NAME.test(name) ? name : undefined;
    },
  };
}
export type ImageStore = ReturnType<typeof imageStore>;

/** Avatars in `<dataDir>/uploads/avatars`. */
export const avatarStore = (dataDir: string) => imageStore(dataDir, 'avatars', AVATAR_URL_PREFIX);
export type AvatarStore = ImageStore;
