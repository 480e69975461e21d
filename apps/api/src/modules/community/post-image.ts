import { COMMUNITY_MESSAGES, POST_IMAGE_MAX_WIDTH, invalidField } from '@fertilia/contracts';
import type { Context } from '../../http/context';
import { reencodeAsWebp } from '../../lib/image';
import { mediaUrlOf, storedNameOf } from '../../lib/storage/media-url';
import { isImageInUse } from './post-repo';

/** A post picture is at most 1600 px wide; its height follows. */
const POST_IMAGE_BOUNDS = { width: POST_IMAGE_MAX_WIDTH };

/**
 * Keeps an uploaded picture only when sharp decodes it as JPEG, PNG or WebP (whatever its name or declared
 * type claims), re-encoded to WebP so no metadata — a phone's GPS position above all — survives.
 */
export async function storePostImage(ctx: Context, upload: Buffer): Promise<string> {
  const webp = await reencodeAsWebp(upload, POST_IMAGE_BOUNDS);
  if (!webp) throw invalidField('body', 'image', COMMUNITY_MESSAGES.imageNotAnImage);
  const name = await ctx.deps.storage.put('community', webp, { contentType: 'image/webp' });
  return mediaUrlOf('community', name);
}

/** Deletes a stored picture once no post shows it any more. */
export async function forgetPostImage(ctx: Context, url: string): Promise<void> {
  const name = storedNameOf('community', url);
  if (name && !(await isImageInUse(ctx.db, url))) await ctx.deps.storage.remove('community', name);
}
