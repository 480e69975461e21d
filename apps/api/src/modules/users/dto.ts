import type { User } from '@fertilia/contracts';
import type { UserRow } from '../../db/schema';

/** The one way a user row leaves the server: never the password hash, always the contract's shape. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    status: row.status,
    confirmed: row.confirmed,
    clinic_id: row.clinicId,
    date_of_birth: row.dateOfBirth,
    gender: row.gender,
    country: row.country,
    city: row.city,
    phone: row.phone,
    profile_picture: row.profilePicture,
    avatar_url: row.avatarUrl,
    medical_profile: row.medicalProfile,
    professional_profile: row.professionalProfile,
    verification_status: row.verificationStatus,
    pending_email: row.pendingEmail,
    show_real_name: row.showRealName,
    time_zone: row.timeZone,
    created_at: row.createdAt.toISOString(),
  };
}
