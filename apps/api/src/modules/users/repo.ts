import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Role, UserStatus } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { users, type NewUserRow, type UserRow } from '../../db/schema';

/** With `lock`, the row stays write-locked until the caller's transaction ends. */
export const findUserById = async (db: DbOrTx, id: number, lock = false): Promise<UserRow | undefined> => {
  const query = db.select().from(users).where(eq(users.id, id)).limit(1);
  return (await (lock ? query.for('update') : query))[0];
};

export const findUserByEmail = async (db: DbOrTx, email: string): Promise<UserRow | undefined> =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1)
  )[0];

export const findUserByUsername = async (db: DbOrTx, username: string): Promise<UserRow | undefined> =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1)
  )[0];

export const insertUser = async (db: DbOrTx, values: NewUserRow): Promise<UserRow> =>
  (await db.insert(users).values(values).returning())[0]!;

/** Writes the given columns only; the service stamps `updatedAt` from its clock. */
export const updateUser = async (
  db: DbOrTx,
  id: number,
  values: Partial<NewUserRow>,
): Promise<UserRow | undefined> =>
  (await db.update(users).set(values).where(eq(users.id, id)).returning())[0];

export const countUsersWithRole = async (db: DbOrTx, role: Role, status?: UserStatus): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, role), status ? eq(users.status, status) : undefined))
  )[0]!.n;

export type UserSearch = { search: string; role?: Role; status?: UserStatus; skip: number; limit: number };

/** Staff search over e-mail, username and names; `%` and `_` typed by the user are matched literally. */
export async function searchUserRows(db: DbOrTx, q: UserSearch): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    q.role ? eq(users.role, q.role) : undefined,
    q.status ? eq(users.status, q.status) : undefined,
  ];
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.username, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db.select().from(users).where(where).orderBy(users.id).offset(q.skip).limit(q.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]!.n };
}

/** Suspends the active accounts with these addresses; returns how many it suspended. */
export async function suspendUsersWithEmails(db: DbOrTx, emails: string[], at: Date): Promise<number> {
  if (emails.length === 0) return 0;
  const rows = await db
    .update(users)
    .set({ status: 'suspended', updatedAt: at })
    .where(
      and(
        inArray(
          sql`lower(${users.email})`,
          emails.map((e) => e.toLowerCase()),
        ),
        eq(users.status, 'active'),
      ),
    )
    .returning({ id: users.id });
  return rows.length;
}
