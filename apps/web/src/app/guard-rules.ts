import { isProfessional, isStaff } from '@fertilia/contracts/core';
import type { LandingUser } from '@/lib/landing';

/** Each rule answers where to send the user instead, or null to let them in (spec 01 §2 "Route guards"). */
type GuardUser = (LandingUser & { confirmed?: boolean }) | null;

export function signedInRedirect(user: GuardUser): string | null {
  if (!user) return '/login';
  if (user.confirmed === false) return '/confirm-email';
  return null;
}

export function staffRedirect(user: GuardUser): string | null {
  if (!user || !isStaff(user.role)) return '/admin/login';
  if (user.clinic_id !== null && user.clinic_id !== undefined) return '/clinic/dashboard';
  if (user.confirmed === false) return '/confirm-email';
  return null;
}

export function patientRedirect(user: GuardUser): string | null {
  return user?.role === 'patient' ? null : '/dashboard';
}

/** The expert dashboard and patient pages are for experts and doctors (spec 01 §6 "Professional"). */
export function professionalRedirect(user: GuardUser): string | null {
  return user && isProfessional(user.role) ? null : '/dashboard';
}
