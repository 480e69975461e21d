import type { Role, User } from '@fertilia/contracts';
import { setSession } from '@/lib/session';

/** A complete user as the API returns it, with the parts a test cares about overridden. */
export function makeUser(overrides: Partial<User> & { role?: Role } = {}): User {
  return {
    id: 1,
    email: 'ada@example.com',
    username: 'ada',
    first_name: 'Ada',
    last_name: 'Lovelace',
    role: 'patient',
    status: 'active',
    confirmed: true,
    clinic_id: null,
    date_of_birth: null,
    gender: null,
    country: null,
    city: null,
    phone: null,
    profile_picture: null,
    avatar_url: null,
    medical_profile: null,
    professional_profile: null,
    // A professional made here is verified unless the test says otherwise, as most screens assume.
    verification_status: overrides.role === 'expert' || overrides.role === 'doctor' ? 'verified' : null,
    pending_email: null,
    show_real_name: false,
    time_zone: null,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Starts the test signed in as `user`, as after a login (the tokens are placeholders the fetch mock ignores). */
export function signInAs(user: User = makeUser()): User {
  setSession({ accessToken: 'a', refreshToken: 'r', user });
  return user;
}
