import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  PERMISSION_MATRIX,
  PROFESSIONAL_ROLES,
  ROLES,
  STAFF_ROLES,
  hasPermission,
  isProfessional,
  isStaff,
} from './roles';

const role = fc.constantFrom(...ROLES);
const permission = fc.constantFrom(...PERMISSIONS);
const members = ['patient', ...PROFESSIONAL_ROLES] as const;

describe('permission matrix (properties)', () => {
  it('hasPermission says what the matrix says', () => {
    fc.assert(
      fc.property(role, permission, (r, p) => {
        expect(hasPermission(r, p)).toBe(PERMISSION_MATRIX[r].includes(p));
      }),
    );
  });

  it('never gives a back-office permission to a patient, expert or doctor', () => {
    fc.assert(
      fc.property(fc.constantFrom(...members), permission, (r, p) => {
        expect(isStaff(r)).toBe(false);
        expect(hasPermission(r, p)).toBe(false);
      }),
    );
  });

  it('gives the super admin every permission, and no role a permission the super admin lacks', () => {
    fc.assert(
      fc.property(role, permission, (r, p) => {
        expect(hasPermission('super_admin', p)).toBe(true);
        if (hasPermission(r, p)) expect(isStaff(r)).toBe(true);
      }),
    );
  });

  it('files every role under exactly one of staff, professional or patient', () => {
    fc.assert(
      fc.property(role, (r) => {
        const kinds = [isStaff(r), isProfessional(r), r === 'patient'].filter(Boolean);
        expect(kinds).toHaveLength(1);
        expect((STAFF_ROLES as readonly string[]).includes(r)).toBe(isStaff(r));
      }),
    );
  });

  it('lists only known permissions, each once', () => {
    fc.assert(
      fc.property(role, (r) => {
        const held = PERMISSION_MATRIX[r];
        expect(new Set(held).size).toBe(held.length);
        for (const p of held) expect(PERMISSIONS).toContain(p);
      }),
    );
  });
});
