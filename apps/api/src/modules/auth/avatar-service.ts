import { invalidField, type User } from '@fertilia/contracts';
import type { UserRow } from '../../db/schema';
import type { MemberContext } from '../../http/context';
import { normalizeAvatar } from '../../lib/avatar-image';
import { avatarStore } from '../../lib/avatar-store';
import { saveUser, toUser } from '../users/service';
import { forgetAvatarFile } from './account-service';

export const NOT_AN_IMAGE = 'File must be a JPEG, PNG or WebP image';

/**
 * Stores a new profile picture for the caller. Only what sharp decodes as JPEG, PNG or WebP is kept,
 * re-encoded without metadata; the previous picture's file is deleted once the profile points at the new one.
 */
export async function replaceAvatar(ctx: MemberContext, upload: Buffer): Promise<User> {
  const { user } = ctx.actor;
  const webp = await normalizeAvatar(upload);
  if (!webp) throw invalidField('body', 'file', NOT_AN_IMAGE);
  const store = avatarStore(ctx.config.dataDir);
  const name = await store.save(webp);
  let updated: UserRow;
  try {
    updated = (await saveUser(ctx, { id: user.id, changes: { profilePicture: store.urlOf(name) } }))!;
  } catch (error) {
    await store.remove(name);
    throw error;
  }
  await forgetAvatarFile(ctx, user.profilePicture);
  return toUser(updated);
}
