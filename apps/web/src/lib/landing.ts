import type { User } from '@fertilia/contracts';
import { MESSAGES, isProfessional, isStaff } from '@fertilia/contracts/core';

/** Any user-like object: the role may be one this build does not know (spec: "any unknown role"). */
export type LandingUser = { role: string; clinic_id?: number | null } & Partial<
  Omit<User, 'role' | 'clinic_id'>
>;

/** Spec 01 §2 "Landing after login": clinic first, then by role; an unknown role counts as a patient. */
export function landingPathFor(user: LandingUser): string {
  if (user.clinic_id !== null && user.clinic_id !== undefined) return '/clinic/dashboard';
  if (isStaff(user.role)) return '/admin-dashboard';
  if (isProfessional(user.role)) return '/expert-dashboard';
  return '/user-dashboard';
}

/**
 * Where /dashboard leads (spec 01 §2 item 3): like landingPathFor, but an entity without a known role is an
 * error rather than a patient.
 */
export function resolveDashboard(user: LandingUser | null | undefined): string {
  const role: unknown = user?.role;
  if (!user || typeof role !== 'string') throw new Error(MESSAGES.unrecognizedUserEntity);
  if (user.clinic_id !== null && user.clinic_id !== undefined) return '/clinic/dashboard';
  if (role === 'patient') return '/user-dashboard';
  if (isProfessional(role)) return '/expert-dashboard';
  if (isStaff(role)) return '/admin-dashboard';
  throw new Error(MESSAGES.unrecognizedUserEntity);
}
