import { COMMUNITY_MESSAGES, invalidField } from '@fertilia/contracts';
import type { Context } from '../../http/context';
import { normalizePostImage, postImageStore } from '../../lib/community-image';
import { isImageInUse } from './post-repo';

/**
 * Keeps an uploaded picture only when sharp decodes it as JPEG, PNG or WebP (whatever its name or declared
 * type claims), re-encoded to WebP so no metadata — a phone's GPS position above all — survives.
 */
export async function storePostImage(ctx: Context, upload: Buffer): Promise<string> {
  const webp = await normalizePostImage(upload);
  if (!webp) throw invalidField('body', 'image', COMMUNITY_MESSAGES.imageNotAnImage);
  const store = postImageStore(ctx.config.dataDir);
  return store.urlOf(await store.save(webp));
}

/** Deletes a stored picture once no post shows it any more. */
export async function forgetPostImage(ctx: Context, url: string): Promise<void> {
  const store = postImageStore(ctx.config.dataDir);
  const name = store.nameOf(url);
  if (name && !(await isImageInUse(ctx.db, url))) await store.remove(name);
}
