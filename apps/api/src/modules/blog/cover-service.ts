import { BLOG_MESSAGES, BLOG_RATE_LIMITS } from '@fertilia/contracts';
import type { AppDeps } from '../../deps';
import { coverStore, normalizeCover } from '../../lib/cover-image';
import { invalidField } from '../../lib/http-error';
import { enforceBlogLimit } from './limits';

/**
 * Stores an uploaded cover. Only bytes that sharp decodes as JPEG, PNG or WebP are kept, whatever the file
 * name or declared type claims, and they are re-encoded, so no metadata or smuggled payload survives.
 */
export async function uploadCover(deps: AppDeps, userId: number, upload: Buffer): Promise<{ url: string }> {
  await enforceBlogLimit(deps, `image:${userId}`, BLOG_RATE_LIMITS.imageUploadPerUser);
  const webp = await normalizeCover(upload);
  if (!webp) throw invalidField('body', 'file', BLOG_MESSAGES.imageNotAnImage);
  const store = coverStore(deps.config.dataDir);
  return { url: store.urlOf(await store.save(webp)) };
}
