/** Spec 01 §3: the eight roles. */
export const ROLES = [
  'patient',
  'expert',
  'doctor',
  'admin',
  'super_admin',
  'content_moderator',
  'finance',
  'support',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  patient: 'Patient',
  expert: 'Expert',
  doctor: 'Doctor',
  admin: 'Admin',
  super_admin: 'Super Admin',
  content_moderator: 'Content Moderator',
  finance: 'Finance',
  support: 'Support',
};

export const STAFF_ROLES = ['admin', 'super_admin', 'content_moderator', 'finance', 'support'] as const;
export const PROFESSIONAL_ROLES = ['expert', 'doctor'] as const;
/** Roles a visitor may choose at registration; staff accounts are made by staff. */
export const SELF_REGISTER_ROLES = ['patient', 'expert', 'doctor'] as const;

export const isStaff = (role: string): boolean => (STAFF_ROLES as readonly string[]).includes(role);
export const isProfessional = (role: string): boolean =>
  (PROFESSIONAL_ROLES as readonly string[]).includes(role);

export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * What each staff role may do in the back office. The spec leaves finer rules "not shown"; this matrix is
 * ours, enforced by the API's requirePermission guard and read by the web app's menus.
 */
export const PERMISSIONS = ['users', 'plans', 'content', 'moderation', 'finance', 'support'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_MATRIX: Record<Role, readonly Permission[]> = {
  super_admin: PERMISSIONS,
  // Admins also see and decide money matters with finance (ADR 016).
  admin: ['users', 'plans', 'content', 'moderation', 'finance', 'support'],
  content_moderator: ['content', 'moderation'],
  finance: ['plans', 'finance'],
  support: ['support'],
  patient: [],
  expert: [],
  doctor: [],
};

export const hasPermission = (role: Role, permission: Permission): boolean =>
  PERMISSION_MATRIX[role].includes(permission);
