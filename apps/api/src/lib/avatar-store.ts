import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Public path under which stored avatars are served (modules/media). */
export const AVATAR_URL_PREFIX = '/api/media/avatars/';
/** Only names this store creates; anything else (dots, slashes) never reaches the file system. */
export const AVATAR_NAME = /^[A-Za-z0-9_-]+\.webp$/;

/** Avatars as WebP files in `<dataDir>/uploads/avatars`, named randomly so URLs cannot be guessed. */
export function avatarStore(dataDir: string) {
  const dir = path.join(dataDir, 'uploads', 'avatars');
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
    urlOf: (name: string) => `${AVATAR_URL_PREFIX}${name}`,
    /** The stored file a profile_picture URL points at, if it is one of ours. */
    nameOf(url: string | null | undefined): string | undefined {
      if (!url?.startsWith(AVATAR_URL_PREFIX)) return undefined;
      const name = url.slice(AVATAR_URL_PREFIX.length);
      return AVATAR_NAME.test(name) ? name : undefined;
    },
  };
}
export type AvatarStore = ReturnType<typeof avatarStore>;
