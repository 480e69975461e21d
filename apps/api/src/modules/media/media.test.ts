import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@fertilia/contracts';
import type { FileStorage, StorageArea } from '../../lib/storage/file-storage';
import { localFileStorage } from '../../lib/storage/local-storage';
import { createTestApp } from '../../test/app';

describe('/api/media serves through the file storage', () => {
  let app: FastifyInstance;
  let elsewhere: string;
  const reads: [StorageArea, string][] = [];
  beforeAll(async () => {
    elsewhere = await fs.mkdtemp(path.join(os.tmpdir(), 'fertilia-media-'));
    const local = localFileStorage(elsewhere);
    const storage: FileStorage = {
      ...local,
      read: (area, name) => {
        reads.push([area, name]);
        return local.read(area, name);
      },
    };
    app = await createTestApp({ storage });
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(elsewhere, { recursive: true, force: true });
  });

  it('answers each area from the storage the app was given, as WebP the browser may cache', async () => {
    for (const area of ['avatars', 'blog', 'community'] as const) {
      const bytes = Buffer.from(`picture in ${area}`);
      const name = await app.deps.storage.put(area, bytes, { contentType: 'image/webp' });
      reads.length = 0;
      const res = await app.inject({ method: 'GET', url: `/api/media/${area}/${name}` });
      expect(res.statusCode, area).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('private, max-age=86400');
      expect(res.rawPayload).toEqual(bytes);
      expect(reads).toEqual([[area, name]]);
    }
  });

  it('finds a name only in the area it was stored in', async () => {
    const name = await app.deps.storage.put('community', Buffer.from('x'), { contentType: 'image/webp' });
    for (const area of ['avatars', 'blog']) {
      const res = await app.inject({ method: 'GET', url: `/api/media/${area}/${name}` });
      expect(res.statusCode, area).toBe(404);
      expect(res.json()).toEqual({ detail: MESSAGES.notFound });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
