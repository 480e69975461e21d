import {
  MESSAGES,
  conflict,
  invalidField,
  isProfessional,
  type ChangeUsernameRequest,
  type ProfileUpdate,
  type User,
} from '@fertilia/contracts';
import type { NewUserRow, UserRow } from '../../db/schema';
import { inTransaction, type MemberContext } from '../../http/context';
import { uniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit/service';
import { checkCurrentPassword } from './current-password';
import { findUserWithUsername, saveUser, toUser } from '../users/service';
import { forgetAvatarFile } from './avatar-service';
import { mergeNested } from './merge-nested';

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

/** Updates the caller's own profile. */
export async function updateProfile(ctx: MemberContext, update: ProfileUpdate): Promise<User> {
  const { user } = ctx.actor;
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
    timeZone: update.time_zone,
    medicalProfile: mergeNested(user.medicalProfile, update.medical_profile),
    professionalProfile: mergeNested(user.professionalProfile, update.professional_profile),
  };
  // Undefined means "leave as it is"; Drizzle would otherwise be handed the key.
  for (const key of Object.keys(values) as (keyof typeof values)[]) {
    if (values[key] === undefined) delete values[key];
  }
  const updated = (await saveUser(ctx, { id: user.id, changes: values }))!;
  if (update.profile_picture !== undefined && updated.profilePicture !== user.profilePicture) {
    await forgetAvatarFile(ctx, user.profilePicture);
  }
  return toUser(updated);
}

/** Changes the caller's username, once they have confirmed it is them with their password. */
export async function changeUsername(ctx: MemberContext, input: ChangeUsernameRequest): Promise<User> {
  const { user } = ctx.actor;
  await checkCurrentPassword(ctx, 'password', input.password);
  const holder = await findUserWithUsername(ctx, input.username);
  if (holder && holder.id !== user.id) throw conflict(MESSAGES.usernameTaken);
  try {
    const updated = await inTransaction(ctx, async (tx) => {
      const row = (await saveUser(tx, { id: user.id, changes: { username: input.username } }))!;
      await recordAudit(tx, { action: 'auth.username_changed', targetUserId: user.id });
      return row;
    });
    return toUser(updated);
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw conflict(MESSAGES.usernameTaken);
    throw error;
  }
}
