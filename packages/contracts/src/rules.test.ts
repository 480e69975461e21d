import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PERMISSION_MATRIX,
  STAFF_ROLES,
  hasPermission,
  paginationQuery,
  profileUpdateSchema,
  registerSchema,
  planUpdateSchema,
} from './index';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('account field rules (spec 01 §5)', () => {
  const valid = {
    email: ' Ana@Example.org ',
    username: 'ana_1',
    password: 'long-enough-pass',
    confirm_password: 'long-enough-pass',
    role: 'patient',
  };

  it('trims and lower-cases e-mail before checking it', () => {
    expect(registerSchema.parse(valid).email).toBe('ana@example.org');
    expect(firstMessage(registerSchema.safeParse({ ...valid, email: 'not-an-email' }))).toBe(
      MESSAGES.invalidEmail,
    );
  });

  it('holds passwords to 8–100 characters and requires the confirmation to match', () => {
    expect(
      firstMessage(registerSchema.safeParse({ ...valid, password: 'short', confirm_password: 'short' })),
    ).toBe(MESSAGES.passwordTooShort);
    const long = 'x'.repeat(101);
    expect(firstMessage(registerSchema.safeParse({ ...valid, password: long, confirm_password: long }))).toBe(
      MESSAGES.passwordTooLong,
    );
    expect(firstMessage(registerSchema.safeParse({ ...valid, confirm_password: 'different-pass' }))).toBe(
      MESSAGES.passwordsDoNotMatch,
    );
  });

  it('refuses staff roles at registration', () => {
    expect(registerSchema.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
  });

  it('checks usernames, phones and dates', () => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, username: 'ab' }))).toBe(
      MESSAGES.usernameLength,
    );
    expect(firstMessage(registerSchema.safeParse({ ...valid, username: 'ana-1' }))).toBe(
      MESSAGES.usernameChars,
    );
    expect(profileUpdateSchema.safeParse({ phone: '+44-7700900123' }).success).toBe(true);
    expect(firstMessage(profileUpdateSchema.safeParse({ phone: '07700900123' }))).toBe(MESSAGES.phoneFormat);
    expect(firstMessage(profileUpdateSchema.safeParse({ date_of_birth: '1990-02-30' }))).toBe(
      MESSAGES.dateFormat,
    );
  });

  it('needs at least one field in a profile update', () => {
    expect(firstMessage(profileUpdateSchema.safeParse({}))).toBe(MESSAGES.atLeastOneField);
  });

  it('accepts only http(s) picture URLs', () => {
    expect(profileUpdateSchema.safeParse({ profile_picture: 'javascript:alert(1)' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ profile_picture: 'https://cdn.example.org/a.webp' }).success).toBe(
      true,
    );
  });
});

describe('paging (spec 01 §5)', () => {
  it('defaults to skip 0, limit 20 and bounds limit to 1–100', () => {
    expect(paginationQuery.parse({})).toEqual({ skip: 0, limit: 20 });
    expect(paginationQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(paginationQuery.safeParse({ skip: '-1' }).success).toBe(false);
  });
});

describe('plan updates', () => {
  it('do not fill in defaults for fields that were not sent', () => {
    expect(planUpdateSchema.parse({ name: 'Care' })).toEqual({ name: 'Care' });
    expect(planUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe('permission matrix', () => {
  it('gives every permission to super_admin and none to members', () => {
    expect(PERMISSION_MATRIX.super_admin.length).toBeGreaterThan(0);
    for (const role of ['patient', 'expert', 'doctor'] as const) expect(PERMISSION_MATRIX[role]).toEqual([]);
  });

  it('gives every staff role at least one permission and keeps users management to admins', () => {
    for (const role of STAFF_ROLES) expect(PERMISSION_MATRIX[role].length).toBeGreaterThan(0);
    expect(hasPermission('admin', 'users')).toBe(true);
    expect(hasPermission('content_moderator', 'users')).toBe(false);
    expect(hasPermission('finance', 'plans')).toBe(true);
    expect(hasPermission('support', 'plans')).toBe(false);
  });
});
