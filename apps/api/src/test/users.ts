import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role, UserStatus } from '@fertilia/contracts';
import { authSessions, type NewUserRow, type UserRow } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { insertUser } from '../modules/users/repo';

/** The password of every user made here; tests that sign in through the login route use it. */
export const TEST_USER_PASSWORD = 'Test-password-4821';

// argon2 is slow on purpose: hash once per test file (vitest isolates modules per file) and reuse it.
let passwordHash: Promise<string> | undefined;
export const testPasswordHash = (): Promise<string> => (passwordHash ??= hashPassword(TEST_USER_PASSWORD));

export type TestUserOptions = {
  role: Role;
  confirmed?: boolean;
  status?: UserStatus;
  /** Any further columns (names, profiles); e-mail and username are made unique unless given. */
  values?: Partial<NewUserRow>;
};

export type TestUser = { user: UserRow; token: string; sessionId: string; auth: { authorization: string } };

/**
 * Inserts a user (staff roles included, which no public call can create), opens a live session for it and
 * signs an access token, without going through the login route. `auth` is ready for `app.inject` headers.
 */
export async function createUserWithToken(app: FastifyInstance, options: TestUserOptions): Promise<TestUser> {
  const { db, accessTokens, clock } = app.deps;
  const tag = randomBytes(4).toString('hex');
  const user = await insertUser(db.db, {
    email: `${options.role}.${tag}@example.test`,
    username: `u_${options.role.slice(0, 8)}_${tag}`,
    passwordHash: await testPasswordHash(),
    role: options.role,
    status: options.status ?? 'active',
    confirmed: options.confirmed ?? true,
    ...options.values,
  });
  const sessionId = await openTestSession(app, user.id, clock.now());
  const token = await accessTokens.sign({ userId: user.id, sessionId, role: user.role });
  return { user, token, sessionId, auth: { authorization: `Bearer ${token}` } };
}

/** A further live session (one hour) for an existing user, as a second sign-in would make. */
export async function openTestSession(app: FastifyInstance, userId: number, now: Date): Promise<string> {
  const id = randomUUID();
  await app.deps.db.db
    .insert(authSessions)
    .values({ id, userId, expiresAt: new Date(now.getTime() + 60 * 60 * 1000) });
  return id;
}
