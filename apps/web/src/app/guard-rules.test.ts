import { describe, expect, it } from 'vitest';
import { ROLES, STAFF_ROLES, type Role } from '@fertilia/contracts';
import { patientRedirect, professionalRedirect, signedInRedirect, staffRedirect } from './guard-rules';

const user = (role: Role | string, extra: { clinic_id?: number | null; confirmed?: boolean } = {}) => ({
  role,
  clinic_id: null,
  confirmed: true,
  ...extra,
});
const isStaffRole = (role: Role) => (STAFF_ROLES as readonly string[]).includes(role);

describe('signed-in area', () => {
  it('sends a visitor to /login', () => expect(signedInRedirect(null)).toBe('/login'));
  it.each(ROLES)('lets a confirmed %s in', (role) => expect(signedInRedirect(user(role))).toBeNull());
  it.each(ROLES)('sends an unconfirmed %s to /confirm-email', (role) =>
    expect(signedInRedirect(user(role, { confirmed: false }))).toBe('/confirm-email'),
  );
});

describe('admin area', () => {
  it('sends a visitor to /admin/login', () => expect(staffRedirect(null)).toBe('/admin/login'));
  it.each(ROLES)('%s: staff in, everyone else to /admin/login', (role) => {
    expect(staffRedirect(user(role))).toBe(isStaffRole(role) ? null : '/admin/login');
  });
  it.each(STAFF_ROLES)('sends a %s with a clinic id to /clinic/dashboard', (role) => {
    expect(staffRedirect(user(role, { clinic_id: 4 }))).toBe('/clinic/dashboard');
  });
  it('keeps a non-staff user with a clinic id out of the admin area', () => {
    expect(staffRedirect(user('patient', { clinic_id: 4 }))).toBe('/admin/login');
  });
  it('sends an unknown role to /admin/login', () =>
    expect(staffRedirect(user('astronaut'))).toBe('/admin/login'));
});

describe('patient-only area', () => {
  it.each(ROLES)('%s: only patients stay, others go to /dashboard', (role) => {
    expect(patientRedirect(user(role))).toBe(role === 'patient' ? null : '/dashboard');
  });
  it('sends an unknown role to /dashboard', () =>
    expect(patientRedirect(user('astronaut'))).toBe('/dashboard'));
});

describe('expert-only area', () => {
  it.each(ROLES)('%s: experts and doctors stay, others go to /dashboard', (role) => {
    expect(professionalRedirect(user(role))).toBe(
      role === 'expert' || role === 'doctor' ? null : '/dashboard',
    );
  });
});
