import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_AREAS, isStoredName, type StorageArea } from './file-storage';
import { localFileStorage } from './local-storage';

const WEBP = { contentType: 'image/webp' } as const;
const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

describe('local file storage', () => {
  let dataDir: string;
  let root: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fertilia-storage-'));
    root = path.join(dataDir, 'uploads');
  });
  afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('writes under <root>/<area>/ a 128-bit name with the type extension, reads it back, removes it', async () => {
    const storage = localFileStorage(root);
    const bytes = randomBytes(300);
    const name = await storage.put('avatars', bytes, WEBP);
    expect(name).toMatch(/^[A-Za-z0-9_-]{22}\.webp$/);
    expect(Buffer.from(name.slice(0, 22), 'base64url')).toHaveLength(16);

    const file = path.join(root, 'avatars', name);
    expect(await fs.readFile(file)).toEqual(bytes);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(await storage.read('avatars', name)).toEqual(bytes);

    await storage.remove('avatars', name);
    expect(await exists(file)).toBe(false);
    expect(await storage.read('avatars', name)).toBeNull();
    await expect(storage.remove('avatars', name)).resolves.toBeUndefined();
  });

  it('keeps areas apart: a name stored in one is not found in another', async () => {
    const storage = localFileStorage(root);
    const name = await storage.put('blog', Buffer.from('cover'), WEBP);
    for (const other of STORAGE_AREAS.filter((area) => area !== 'blog')) {
      expect(await storage.read(other, name)).toBeNull();
      await storage.remove(other, name);
    }
    expect(await storage.read('blog', name)).toEqual(Buffer.from('cover'));
  });

  it('serves files stored before the adapter, in the folders the old stores used', async () => {
    const storage = localFileStorage(root);
    for (const area of ['avatars', 'blog', 'community'] as const) {
      const name = `${randomBytes(16).toString('base64url')}.webp`;
      await fs.mkdir(path.join(dataDir, 'uploads', area), { recursive: true });
      await fs.writeFile(path.join(dataDir, 'uploads', area, name), `old ${area}`);
      expect((await storage.read(area, name))?.toString()).toBe(`old ${area}`);
    }
  });

  it('answers null for names it never made, and for a folder', async () => {
    const storage = localFileStorage(root);
    expect(await storage.read('community', `${'A'.repeat(22)}.webp`)).toBeNull(); // no folder yet
    await storage.put('community', Buffer.from('x'), WEBP);
    expect(await storage.read('community', `${'A'.repeat(22)}.webp`)).toBeNull();
    await fs.mkdir(path.join(root, 'community', `${'B'.repeat(22)}.webp`));
    expect(await storage.read('community', `${'B'.repeat(22)}.webp`)).toBeNull();
    for (const name of ['', 'nope.webp', `${'A'.repeat(22)}.png`, `${'A'.repeat(22)}.webp.webp`]) {
      expect(await storage.read('community', name), name).toBeNull();
    }
  });

  it('never reaches outside the area folder, whatever the name or a forged area', async () => {
    const storage = localFileStorage(root);
    const secret = `${'S'.repeat(22)}.webp`;
    const outside = [path.join(dataDir, secret), path.join(root, secret), path.join(root, 'blog', secret)];
    for (const file of outside) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, 'secret');
    }
    const attempts = [
      `../${secret}`,
      `../../${secret}`,
      `../blog/${secret}`,
      `..\\${secret}`,
      `..%2F${secret}`,
      `/${secret}`,
      path.join(dataDir, secret),
      `${secret}\0`,
      `./${secret}`,
      '..',
      '.',
    ];
    for (const name of attempts) {
      expect(await storage.read('avatars', name), name).toBeNull();
      await storage.remove('avatars', name);
    }
    for (const area of ['..', '../avatars', 'avatars/..', '', 'avatars/../blog', 'exports']) {
      const forged = area as StorageArea;
      await expect(storage.read(forged, secret), area).rejects.toThrow(/Unknown storage area/);
      await expect(storage.remove(forged, secret), area).rejects.toThrow(/Unknown storage area/);
      await expect(storage.put(forged, Buffer.from('x'), WEBP), area).rejects.toThrow(/Unknown storage area/);
    }
    for (const file of outside) expect(await fs.readFile(file, 'utf8'), file).toBe('secret');
    await expect(
      storage.put('avatars', Buffer.from('x'), { contentType: 'text/html' as 'image/webp' }),
    ).rejects.toThrow(/Cannot store text\/html/);
  });

  it('gives every write its own name, also many at once', async () => {
    const storage = localFileStorage(root);
    const bodies = Array.from({ length: 64 }, (_, i) => Buffer.from(`file ${i}`));
    const names = await Promise.all(bodies.map((bytes) => storage.put('community', bytes, WEBP)));
    expect(new Set(names).size).toBe(bodies.length);
    for (const [i, name] of names.entries()) expect(await storage.read('community', name)).toEqual(bodies[i]);
  });

  it('never overwrites: a name that comes up twice is replaced by a fresh one', async () => {
    const draws = [Buffer.alloc(16, 1), Buffer.alloc(16, 1), Buffer.alloc(16, 2)];
    const storage = localFileStorage(root, { randomBytes: () => draws.shift()! });
    const first = await storage.put('blog', Buffer.from('first'), WEBP);
    const second = await storage.put('blog', Buffer.from('second'), WEBP);
    expect(second).not.toBe(first);
    expect(isStoredName(second)).toBe(true);
    expect((await storage.read('blog', first))?.toString()).toBe('first');
    expect((await storage.read('blog', second))?.toString()).toBe('second');
  });

  it('gives up rather than loop when the name source keeps repeating itself', async () => {
    const storage = localFileStorage(root, { randomBytes: () => Buffer.alloc(16, 7) });
    const name = await storage.put('blog', Buffer.from('only'), WEBP);
    await expect(storage.put('blog', Buffer.from('again'), WEBP)).rejects.toMatchObject({ code: 'EEXIST' });
    expect((await storage.read('blog', name))?.toString()).toBe('only');
  });
});
