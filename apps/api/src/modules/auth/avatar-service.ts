import type { User } from '@fertilia/contracts';
import type { UserRow } from '../../db/schema';
import { normalizeAvatar } from '../../lib/avatar-image';
import { avatarStore } from '../../lib/avatar-store';
import { invalidField } from '../../lib/http-error';
import { toUser } from '../users/dto';
import { updateUser } from '../users/repo';
import { forgetAvatarFile } from './account-service';
import type { RequestContext } from './context';

export const NOT_AN_IMAGE = 'File must be a JPEG, PNG or WebP image';

/**
 * Stores a new profile picture. Only what sharp decodes as JPEG, PNG or WebP is kept, re-encoded without
 * metadata; the previous picture's file is deleted once the profile points at the new one.
 */
export async function replaceAvatar(ctx: RequestContext, user: UserRow, upload: Buffer): Promise<User> {
  const webp = await normalizeAvatar(upload);
  if (!webp) throw invalidField('body', 'file', NOT_AN_IMAGE);
  const store = avatarStore(ctx.deps.config.dataDir);
  const name = await store.save(webp);
  let updated: UserRow;
  try {
    updated = (await updateUser(ctx.deps.db.db, user.id, { profilePicture: store.urlOf(name) }))!;
  } catch (error) {
    await store.remove(name);
    throw error;
  }
  await forgetAvatarFile(ctx, user.profilePicture);
  return toUser(updated);
}
