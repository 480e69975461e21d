import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { providerAccounts, type ProviderAccountRow } from '../../../db/schema';

/** Her ids at Stripe: the customer her saved cards sit on, the connected account her payouts go to. */

const PROVIDER = 'stripe';
type Kind = ProviderAccountRow['kind'];

export async function findStripeAccount(db: DbOrTx, userId: number, kind: Kind): Promise<string | null> {
  const [row] = await db
    .select({ externalId: providerAccounts.externalId })
    .from(providerAccounts)
    .where(
      and(
        eq(providerAccounts.provider, PROVIDER),
        eq(providerAccounts.userId, userId),
        eq(providerAccounts.kind, kind),
      ),
    );
  return row?.externalId ?? null;
}

/**
 * Keeps her id of that kind unless one is kept already; answers the kept one either way (two first saves at
 * once get the same customer from Stripe by the idempotency key, so they agree).
 */
export async function keepStripeAccount(
  db: DbOrTx,
  userId: number,
  kind: Kind,
  externalId: string,
): Promise<string> {
  await db
    .insert(providerAccounts)
    .values({ provider: PROVIDER, userId, kind, externalId })
    .onConflictDoNothing();
  return (await findStripeAccount(db, userId, kind))!;
}
