import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { newsletterSubscriptions, waitlistEntries } from '../../db/schema';

export type NewsletterRow = typeof newsletterSubscriptions.$inferSelect;
export type WaitlistRow = typeof waitlistEntries.$inferSelect;

/** Matches through the lower(email) unique index; addresses arrive already lower-cased. */
const newsletterEmailIs = (email: string) => sql`lower(${newsletterSubscriptions.email}) = ${email}`;
const waitlistEmailIs = (email: string) => sql`lower(${waitlistEntries.email}) = ${email}`;

type PendingTokens = { consentMarketing: boolean; confirmTokenHash: string; unsubscribeTokenHash: string };

/**
 * A new pending subscription, or nothing when the address is already listed. ON CONFLICT DO NOTHING lets
 * the unique index settle a race between identical submissions: exactly one of them inserts.
 */
export const insertPendingSubscription = async (
  db: DbOrTx,
  email: string,
  tokens: PendingTokens,
): Promise<NewsletterRow | undefined> =>
  (
    await db
      .insert(newsletterSubscriptions)
      .values({ email, status: 'pending', ...tokens })
      .onConflictDoNothing()
      .returning()
  )[0];

/**
 * Changes the subscription `where` picks out (by address or by one of its unique token hashes) and returns
 * it as it is now, or nothing when no row matched.
 */
const updateSubscription = async (
  db: DbOrTx,
  where: SQL | undefined,
  values: PgUpdateSetSource<typeof newsletterSubscriptions>,
): Promise<NewsletterRow | undefined> =>
  (await db.update(newsletterSubscriptions).set(values).where(where).returning())[0];

/** Puts a pending or unsubscribed address back to pending with fresh tokens; a confirmed one is left alone. */
export const renewPendingSubscription = (db: DbOrTx, email: string, tokens: PendingTokens) =>
  updateSubscription(db, and(newsletterEmailIs(email), ne(newsletterSubscriptions.status, 'confirmed')), {
    status: 'pending',
    unsubscribedAt: null,
    ...tokens,
  });

/**
 * Confirms the subscription whose link this is. A confirmed one answers again (a second click on the same
 * link is not an error); an unsubscribed one does not, so an old mail cannot re-subscribe anybody.
 */
export const confirmSubscriptionByToken = (db: DbOrTx, tokenHash: string, now: Date) =>
  updateSubscription(
    db,
    and(
      eq(newsletterSubscriptions.confirmTokenHash, tokenHash),
      ne(newsletterSubscriptions.status, 'unsubscribed'),
    ),
    { status: 'confirmed', confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, ${now})` },
  );

/** Unsubscribes by link; repeating it keeps the first time. */
export const unsubscribeByToken = (db: DbOrTx, tokenHash: string, now: Date) =>
  updateSubscription(db, eq(newsletterSubscriptions.unsubscribeTokenHash, tokenHash), {
    status: 'unsubscribed',
    unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${now})`,
  });

export const findSubscriptionByEmail = async (db: DbOrTx, email: string): Promise<NewsletterRow[]> =>
  db.select().from(newsletterSubscriptions).where(newsletterEmailIs(email));

type WaitlistFields = { name?: string; roleInterest?: string; source?: string };

export const insertWaitlistEntry = async (
  db: DbOrTx,
  email: string,
  fields: WaitlistFields,
): Promise<WaitlistRow | undefined> =>
  (
    await db
      .insert(waitlistEntries)
      .values({ email, ...fields })
      .onConflictDoNothing()
      .returning()
  )[0];

/** A later submission updates what it sends; fields it leaves out keep their earlier values. */
export const updateWaitlistEntry = async (
  db: DbOrTx,
  email: string,
  fields: WaitlistFields,
  now: Date,
): Promise<WaitlistRow | undefined> =>
  (
    await db
      .update(waitlistEntries)
      .set({ ...fields, updatedAt: now })
      .where(waitlistEmailIs(email))
      .returning()
  )[0];

export const findWaitlistByEmail = async (db: DbOrTx, email: string): Promise<WaitlistRow[]> =>
  db.select().from(waitlistEntries).where(waitlistEmailIs(email));
