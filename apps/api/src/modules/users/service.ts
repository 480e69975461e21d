import { isProfessional, type Role, type User, type VerificationStatus } from '@fertilia/contracts';
import type { NewUserRow, UserRow } from '../../db/schema';
import type { Context } from '../../http/context';
import { toUser } from './dto';
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  searchUserRows,
  updateUser,
  type UserSearch,
} from './repo';

export { toUser } from './dto';
export { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
export type { UserSearch } from './repo';

/*
 * Accounts as other modules read and write them: through here, never through the users repo. Pass the
 * transaction's context (inTransaction) when the change belongs to a larger one.
 */

/** The account; with `lock`, write-locked for the rest of the context's transaction. */
export const findUser = (ctx: Context, id: number, { lock = false } = {}): Promise<UserRow | undefined> =>
  findUserById(ctx.db, id, lock);

export const findUserWithEmail = (ctx: Context, email: string): Promise<UserRow | undefined> =>
  findUserByEmail(ctx.db, email);

export const findUserWithUsername = (ctx: Context, username: string): Promise<UserRow | undefined> =>
  findUserByUsername(ctx.db, username);

/**
 * An account's verification status once it holds `role`: an expert or doctor keeps hers (a new one starts
 * unverified until her licence is checked, ADR 009); every other role has none.
 */
export const verificationStatusFor = (
  role: Role,
  current: VerificationStatus | null,
): VerificationStatus | null => (isProfessional(role) ? (current ?? 'unverified') : null);

/** A new account row, created and updated now by the context's clock; a professional starts unverified. */
export function createUser(ctx: Context, values: NewUserRow): Promise<UserRow> {
  const now = ctx.clock.now();
  return insertUser(ctx.db, {
    createdAt: now,
    updatedAt: now,
    ...values,
    verificationStatus: verificationStatusFor(values.role, values.verificationStatus ?? null),
  });
}

/** Writes the given columns of an account and stamps `updated_at`; undefined when there is no such account. */
export const saveUser = (
  ctx: Context,
  { id, changes }: { id: number; changes: Partial<NewUserRow> },
): Promise<UserRow | undefined> => updateUser(ctx.db, id, { ...changes, updatedAt: ctx.clock.now() });

/** Staff search over e-mail, username and names, in id order. */
export async function searchUsers(
  ctx: Context,
  query: UserSearch,
): Promise<{ users: User[]; total: number }> {
  const { rows, total } = await searchUserRows(ctx.db, query);
  return { users: rows.map(toUser), total };
}
