import {
  MESSAGES,
  isProfessional,
  type ChangeUsernameRequest,
  type ProfileUpdate,
  type User,
} from '@fertilia/contracts';
import type { NewUserRow, UserRow } from '../../db/schema';
import { avatarStore } from '../../lib/avatar-store';
import { conflict, invalidField } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { uniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit/service';
import { toUser } from '../users/dto';
import { findUserByUsername, updateUser } from '../users/repo';
import type { RequestContext } from './context';

/**
 * Merges a partial nested profile into the stored one: keys left out stay, keys set to null are removed,
 * and the whole object set to null clears it. An object left without keys is stored as null.
 */
export function mergeNested<T extends object>(
  stored: T | null,
  update: T | null | undefined,
): T | null | undefined {
  if (update === undefined) return undefined;
  if (update === null) return null;
  const merged: Record<string, unknown> = { ...(stored ?? {}) };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else if (value !== undefined) merged[key] = value;
  }
  return Object.keys(merged).length ? (merged as T) : null;
}

/** Medical data belongs to patients and professional details to experts and doctors, nobody else. */
function checkProfileOwnership(user: UserRow, update: ProfileUpdate): void {
  if (update.medical_profile && user.role !== 'patient') {
    throw invalidField('body', 'medical_profile', 'Only patients have a medical profile');
  }
  if (update.professional_profile && !isProfessional(user.role)) {
    throw invalidField(
      'body',
      'professional_profile',
      'Only experts and doctors have a professional profile',
    );
  }
}

export async function updateProfile(
  ctx: RequestContext,
  user: UserRow,
  update: ProfileUpdate,
): Promise<User> {
  checkProfileOwnership(user, update);
  const values: Partial<NewUserRow> = {
    firstName: update.first_name,
    lastName: update.last_name,
    dateOfBirth: update.date_of_birth,
    gender: update.gender,
    country: update.country,
    city: update.city,
    phone: update.phone,
    profilePicture: update.profile_picture,
    avatarUrl: update.avatar_url,
    medicalProfile: mergeNested(user.medicalProfile, update.medical_profile),
    professionalProfile: mergeNested(user.professionalProfile, update.professional_profile),
  };
  // Undefined means "leave as it is"; Drizzle would otherwise be handed the key.
  for (const key of Object.keys(values) as (keyof typeof values)[]) {
    if (values[key] === undefined) delete values[key];
  }
  const updated = (await updateUser(ctx.deps.db.db, user.id, values))!;
  if (update.profile_picture !== undefined && updated.profilePicture !== user.profilePicture) {
    await forgetAvatarFile(ctx, user.profilePicture);
  }
  return toUser(updated);
}

/** Removes an uploaded avatar no longer referenced; a URL that is not one of ours is left alone. */
export async function forgetAvatarFile(ctx: RequestContext, url: string | null): Promise<void> {
  const store = avatarStore(ctx.deps.config.dataDir);
  const name = store.nameOf(url);
  if (name)
    await store.remove(name).catch((err: Error) => ctx.log.warn({ err: err.message }, 'avatar not removed'));
}

export async function changeUsername(
  ctx: RequestContext,
  user: UserRow,
  input: ChangeUsernameRequest,
): Promise<User> {
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw invalidField('body', 'password', MESSAGES.wrongPassword);
  }
  const { db } = ctx.deps.db;
  const holder = await findUserByUsername(db, input.username);
  if (holder && holder.id !== user.id) throw conflict(MESSAGES.usernameTaken);
  try {
    const updated = await db.transaction(async (tx) => {
      const row = (await updateUser(tx, user.id, { username: input.username }))!;
      await recordAudit(tx, {
        action: 'auth.username_changed',
        actorId: user.id,
        targetUserId: user.id,
        ip: ctx.ip,
      });
      return row;
    });
    return toUser(updated);
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw conflict(MESSAGES.usernameTaken);
    throw error;
  }
}
