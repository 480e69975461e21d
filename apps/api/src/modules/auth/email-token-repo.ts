import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailTokens } from '../../db/schema';

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];
export type EmailTokenRow = typeof emailTokens.$inferSelect;

export const insertEmailToken = async (db: DbOrTx, values: typeof emailTokens.$inferInsert) => {
  await db.insert(emailTokens).values(values);
};

/** A token that exists, has one of `purposes`, was never used and has not expired. */
export const findUsableEmailToken = async (
  db: DbOrTx,
  tokenHash: string,
  purposes: EmailTokenPurpose[],
  now: Date,
): Promise<EmailTokenRow | undefined> =>
  (
    await db
      .select()
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          inArray(emailTokens.purpose, purposes),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .limit(1)
  )[0];

/** Uses a token once: true for the single caller that marked it, false if it was already used. */
export async function markEmailTokenUsed(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return rows.length === 1;
}

/** Retires a user's earlier unused links of one purpose, so only the newest link works. */
export const retireEmailTokens = async (
  db: DbOrTx,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
) => {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
};

/** Retires unused links of one purpose sent to an address, whoever they belong to. */
export const retireEmailTokensTo = async (
  db: DbOrTx,
  email: string,
  purpose: EmailTokenPurpose,
  now: Date,
) => {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.email, email), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
};
