import { invalidField, type User } from '@fertilia/contracts';
import type { UserRow } from '../../db/schema';
import type { Context, MemberContext } from '../../http/context';
import { reencodeAsWebp } from '../../lib/image';
import { mediaUrlOf, storedNameOf } from '../../lib/storage/media-url';
import { saveUser, toUser } from '../users/service';

export const NOT_AN_IMAGE = 'File must be a JPEG, PNG or WebP image';
/** A profile picture fits in 512×512. */
const AVATAR_BOUNDS = { width: 512, height: 512 };

/**
 * Stores a new profile picture for the caller. Only what sharp decodes as JPEG, PNG or WebP is kept,
 * re-encoded without metadata; the previous picture's file is deleted once the profile points at the new one.
 */
export async function replaceAvatar(ctx: MemberContext, upload: Buffer): Promise<User> {
  const { user } = ctx.actor;
  const webp = await reencodeAsWebp(upload, AVATAR_BOUNDS);
  if (!webp) throw invalidField('body', 'file', NOT_AN_IMAGE);
  const name = await ctx.deps.storage.put('avatars', webp, { contentType: 'image/webp' });
  let updated: UserRow;
  try {
    updated = (await saveUser(ctx, {
      id: user.id,
      changes: { profilePicture: mediaUrlOf('avatars', name) },
    }))!;
  } catch (error) {
    await ctx.deps.storage.remove('avatars', name);
    throw error;
  }
  await forgetAvatarFile(ctx, user.profilePicture);
  return toUser(updated);
}

/** Removes an uploaded avatar no longer referenced; a URL that is not one of ours is left alone. */
export async function forgetAvatarFile(ctx: Context, url: string | null): Promise<void> {
  const name = storedNameOf('avatars', url);
  if (name)
    await ctx.deps.storage
      .remove('avatars', name)
      .catch((err: Error) => ctx.log.warn({ err: err.message }, 'avatar not removed'));
}
