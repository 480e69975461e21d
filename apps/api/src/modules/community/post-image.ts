import { COMMUNITY_MESSAGES } from '@fertilia/contracts';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { normalizePostImage, postImageStore } from '../../lib/community-image';
import { invalidField } from '../../lib/http-error';
import { isImageInUse } from './post-repo';

/**
 * Keeps an uploaded picture only when sharp decodes it as JPEG, PNG or WebP (whatever its name or declared
 * type claims), re-encoded to WebP so no metadata — a phone's GPS position above all — survives.
 */
export async function storePostImage(deps: AppDeps, upload: Buffer): Promise<string> {
  const webp = await normalizePostImage(upload);
  if (!webp) throw invalidField('body', 'image', COMMUNITY_MESSAGES.imageNotAnImage);
  const store = postImageStore(deps.config.dataDir);
  return store.urlOf(await store.save(webp));
}

/** Deletes a stored picture once no post shows it any more. */
export async function forgetPostImage(deps: AppDeps, db: DbOrTx, url: string): Promise<void> {
  const store = postImageStore(deps.config.dataDir);
  const name = store.nameOf(url);
  if (name && !(await isImageInUse(db, url))) await store.remove(name);
}
