import { and, eq, ne, sql } from 'drizzle-orm';
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

/** Puts a pending or unsubscribed address back to pending with fresh tokens; a confirmed one is left alone. */
export const renewPendingSubscription = async (
  db: DbOrTx,
  email: string,
  tokens: PendingTokens,
): Promise<NewsletterRow | undefined> =>
  (
    await db
      .update(newsletterSubscriptions)
      .set({ status: 'pending', unsubscribedAt: null, ...tokens })
      .where(and(newsletterEmailIs(email), ne(newsletterSubscriptions.status, 'confirmed')))
      .returning()
  )[0];

/**
 * Confirms the subscription whose link this is. A confirmed one answers again (a second click on the same
 * link is not an error); an unsubscribed one does not, so an old mail cannot re-subscribe anybody.
 */
export const confirmSubscriptionByToken = async (
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<NewsletterRow | undefined> =>
  (
    await db
      .update(newsletterSubscriptions)
      .set({
        status: 'confirmed',
        confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, ${now})`,
      })
      .where(
        and(
          eq(newsletterSubscriptions.confirmTokenHash, tokenHash),
          ne(newsletterSubscriptions.status, 'unsubscribed'),
        ),
      )
      .returning()
  )[0];

/** Unsubscribes by link; repeating it keeps the first time. */
export const unsubscribeByToken = async (
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<NewsletterRow | undefined> =>
  (
    await db
      .update(newsletterSubscriptions)
      .set({
        status: 'unsubscribed',
        unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${now})`,
      })
      .where(eq(newsletterSubscriptions.unsubscribeTokenHash, tokenHash))
      .returning()
  )[0];

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
