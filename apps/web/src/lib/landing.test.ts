import { describe, expect, it } from 'vitest';
import { MESSAGES, ROLES, type Role } from '@fertilia/contracts';
import { landingPathFor, resolveDashboard } from './landing';

const expected: Record<Role, string> = {
  patient: '/user-dashboard',
  expert: '/expert-dashboard',
  doctor: '/expert-dashboard',
  admin: '/admin-dashboard',
  super_admin: '/admin-dashboard',
  content_moderator: '/admin-dashboard',
  finance: '/admin-dashboard',
  support: '/admin-dashboard',
};

describe('landingPathFor (spec 01 §2 "Landing after login")', () => {
  it.each(ROLES)('sends %s to its dashboard', (role) => {
    expect(landingPathFor({ role, clinic_id: null })).toBe(expected[role]);
  });

  it.each(ROLES)('sends a %s with a clinic id to the clinic dashboard', (role) => {
    expect(landingPathFor({ role, clinic_id: 7 })).toBe('/clinic/dashboard');
  });

  it('treats an unknown role as a patient', () => {
    expect(landingPathFor({ role: 'astronaut', clinic_id: null })).toBe('/user-dashboard');
  });
});

describe('resolveDashboard (/dashboard)', () => {
  it.each(ROLES)('resolves %s like the landing rule', (role) => {
    expect(resolveDashboard({ role, clinic_id: null })).toBe(expected[role]);
  });

  it('sends a user with a clinic id to the clinic dashboard', () => {
    expect(resolveDashboard({ role: 'patient', clinic_id: 3 })).toBe('/clinic/dashboard');
  });

  it.each([{ role: 'astronaut' }, { role: '' }, null, undefined])(
    "fails with 'Unrecognized user entity' for %o",
    (user) => {
      expect(() => resolveDashboard(user as never)).toThrow(MESSAGES.unrecognizedUserEntity);
    },
  );
});
