import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  MedicalProfile,
  ProfessionalProfile,
  Role,
  UserStatus,
  VerificationStatus,
} from '@fertilia/contracts';
import { serialId, timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: serialId(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    confirmed: boolean('confirmed').notNull().default(false),
    clinicId: integer('clinic_id'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender').$type<'male' | 'female' | 'other'>(),
    country: text('country'),
    city: text('city'),
    phone: text('phone'),
    profilePicture: text('profile_picture'),
    avatarUrl: text('avatar_url'),
    medicalProfile: jsonb('medical_profile').$type<MedicalProfile>(),
    professionalProfile: jsonb('professional_profile').$type<ProfessionalProfile>(),
    /** Experts and doctors only (null for others): whether their licence was checked; see verification.ts. */
    verificationStatus: text('verification_status').$type<VerificationStatus>(),
    /** An address waiting for confirmation; the account keeps `email` until then. */
    pendingEmail: text('pending_email'),
    /** The member chose to show her real name in the community and messages; off by default (pseudonym). */
    showRealName: boolean('show_real_name').notNull().default(false),
    /** Her IANA zone (null until the browser told it); appointment times are worded in it. */
    timeZone: text('time_zone'),
    ...timestamps(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Ana@x.org" and "ana@x.org" are one person.
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    index('users_role_idx').on(t.role),
    check(
      'users_role_ck',
      sql`${t.role} in ('patient','expert','doctor','admin','super_admin','content_moderator','finance','support')`,
    ),
    check('users_status_ck', sql`${t.status} in ('active','suspended')`),
    check(
      'users_verification_status_ck',
      sql`${t.verificationStatus} in ('unverified','pending','verified','rejected')`,
    ),
  ],
);
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
