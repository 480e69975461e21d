import { BLOG_MESSAGES, BLOG_RATE_LIMITS, invalidField } from '@fertilia/contracts';
import type { MemberContext } from '../../http/context';
import { coverStore, normalizeCover } from '../../lib/cover-image';
import { enforceBlogLimit } from './limits';

/**
 * Stores an uploaded cover. Only bytes that sharp decodes as JPEG, PNG or WebP are kept, whatever the file
 * name or declared type claims, and they are re-encoded, so no metadata or smuggled payload survives.
 */
export async function uploadCover(ctx: MemberContext, upload: Buffer): Promise<{ url: string }> {
  await enforceBlogLimit(ctx, { key: `image:${ctx.actor.id}`, limit: BLOG_RATE_LIMITS.imageUploadPerUser });
  const webp = await normalizeCover(upload);
  if (!webp) throw invalidField('body', 'file', BLOG_MESSAGES.imageNotAnImage);
  const store = coverStore(ctx.config.dataDir);
  return { url: store.urlOf(await store.save(webp)) };
}
