import { BLOG_IMAGE_MAX_WIDTH, BLOG_MESSAGES, BLOG_RATE_LIMITS, invalidField } from '@fertilia/contracts';
import type { Context, MemberContext } from '../../http/context';
import { reencodeAsWebp } from '../../lib/image';
import { mediaUrlOf, storedNameOf } from '../../lib/storage/media-url';
import { enforceBlogLimit } from './limits';
import { isImageInUse } from './repo';

/** A blog cover is at most 1600 px wide; its height follows. */
const COVER_BOUNDS = { width: BLOG_IMAGE_MAX_WIDTH };

/**
 * Stores an uploaded cover. Only bytes that sharp decodes as JPEG, PNG or WebP are kept, whatever the file
 * name or declared type claims, and they are re-encoded, so no metadata or smuggled payload survives.
 */
export async function uploadCover(ctx: MemberContext, upload: Buffer): Promise<{ url: string }> {
  await enforceBlogLimit(ctx, { key: `image:${ctx.actor.id}`, limit: BLOG_RATE_LIMITS.imageUploadPerUser });
  const webp = await reencodeAsWebp(upload, COVER_BOUNDS);
  if (!webp) throw invalidField('body', 'file', BLOG_MESSAGES.imageNotAnImage);
  const name = await ctx.deps.storage.put('blog', webp, { contentType: 'image/webp' });
  return { url: mediaUrlOf('blog', name) };
}

/** Deletes an uploaded cover file once no post shows it any more; other URLs are left alone. */
export async function forgetCover(ctx: Context, image: string): Promise<void> {
  const name = storedNameOf('blog', image);
  if (name && !(await isImageInUse(ctx.db, image))) await ctx.deps.storage.remove('blog', name);
}
