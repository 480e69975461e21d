import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isProfessional, type Role, type UserStatus } from '@fertilia/contracts';
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
    // A professional made here has had her licence checked, unless the test says otherwise.
    verificationStatus: isProfessional(options.role) ? 'verified' : null,
    ...options.values,
  });
  const sessionId = await openTestSession(app, user.id, clock.now());
  const token = await accessTokens.sign({ userId: user.id, sessionId, role: user.role });
  return { user, token, sessionId, auth: { authorization: `Bearer ${token}` } };
}

/** Who a test file needs, by name: a role alone, or the options of createUserWithToken. */
export type CastSpec = Record<string, Role | TestUserOptions>;
export type Cast<S> = { [K in keyof S]: TestUser };

/** Creates every user `spec` names, one after the other, so ids follow the order of the spec. */
export async function createCast<S extends CastSpec>(app: FastifyInstance, spec: S): Promise<Cast<S>> {
  const cast: Partial<Record<keyof S, TestUser>> = {};
  for (const name of Object.keys(spec) as (keyof S)[]) {
    const who = spec[name]!;
    cast[name] = await createUserWithToken(app, typeof who === 'string' ? { role: who } : who);
  }
  return cast as Cast<S>;
}

/** A further live session (one hour) for an existing user, as a second sign-in would make. */
export async function openTestSession(app: FastifyInstance, userId: number, now: Date): Promise<string> {
  const id = randomUUID();
  await app.deps.db.db
    .insert(authSessions)
    .values({ id, userId, expiresAt: new Date(now.getTime() + 60 * 60 * 1000) });
  return id;
}

/** `count` more patients, created one after the other: the crowd a test of counts or thresholds needs. */
export async function createPatients(app: FastifyInstance, count: number): Promise<TestUser[]> {
  const patients: TestUser[] = [];
  for (let i = 0; i < count; i++) patients.push(await createUserWithToken(app, { role: 'patient' }));
  return patients;
}

/** The same user signed in again at the clock's time now: for tests that move the clock past a token's life. */
export async function signInAgain(app: FastifyInstance, who: TestUser): Promise<TestUser> {
  const sessionId = await openTestSession(app, who.user.id, app.deps.clock.now());
  const token = await app.deps.accessTokens.sign({ userId: who.user.id, sessionId, role: who.user.role });
  return { ...who, token, sessionId, auth: { authorization: `Bearer ${token}` } };
}
