import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  checkArea,
  checkContentType,
  isStoredName,
  newStoredName,
  type FileStorage,
  type StorageArea,
} from './file-storage';

/** Fresh names tried before giving up; with 128 random bits a second try is already a broken generator. */
const NAME_ATTEMPTS = 3;

/** What reading a name that is not (or no longer) stored fails with; anything else is a disk problem. */
const MISSING = ['ENOENT', 'ENOTDIR', 'EISDIR'];
const isErrorCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException).code === code;

/**
 * Files in `<root>/<area>/<name>` on the local disk, readable by this process's user only. A write never
 * replaces a file (exclusive create), and a name is turned into a path only when it has the shape `put`
 * gives names and the path stays inside its area's folder.
 */
export function localFileStorage(
  root: string,
  options: { randomBytes?: (size: number) => Buffer } = {},
): FileStorage {
  const random = options.randomBytes ?? randomBytes;
  const base = path.resolve(root);
  const folderOf = (area: StorageArea) => {
    checkArea(area);
    return path.join(base, area);
  };
  const fileOf = (area: StorageArea, name: string): string | undefined => {
    const folder = folderOf(area);
    if (!isStoredName(name)) return undefined;
    const file = path.join(folder, name);
    return path.dirname(file) === folder ? file : undefined;
  };

  return {
    async put(area, bytes, { contentType }) {
      checkContentType(contentType);
      const folder = folderOf(area);
      await fs.mkdir(folder, { recursive: true });
      for (let attempt = 1; ; attempt++) {
        const name = newStoredName(contentType, random);
        const file = path.join(folder, name);
        try {
          await fs.writeFile(file, bytes, { mode: 0o600, flag: 'wx' });
          return name;
        } catch (error) {
          if (isErrorCode(error, 'EEXIST')) {
            if (attempt >= NAME_ATTEMPTS) throw error;
            continue;
          }
          // A write cut short (full disk) leaves no half file behind under a name nobody will ever use.
          await fs.rm(file, { force: true }).catch(() => {});
          throw error;
        }
      }
    },
    async read(area, name) {
      const file = fileOf(area, name);
      if (!file) return null;
      try {
        return await fs.readFile(file);
      } catch (error) {
        if (MISSING.some((code) => isErrorCode(error, code))) return null;
        throw error;
      }
    },
    async remove(area, name) {
      const file = fileOf(area, name);
      if (file) await fs.rm(file, { force: true });
    },
  };
}
