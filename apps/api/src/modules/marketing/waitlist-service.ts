import type { z } from 'zod';
import type { waitlistJoinSchema } from '@fertilia/contracts';
import { inTransaction, type Context } from '../../http/context';
import { insertWaitlistEntry, updateWaitlistEntry } from './repo';

export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;

/** One entry per address: the first submission creates it, later ones update the fields they send. */
export async function joinWaitlist(ctx: Context, input: WaitlistJoin): Promise<void> {
  const fields = { name: input.name, roleInterest: input.role_interest, source: input.source };
  await inTransaction(ctx, async (tx) => {
    if (await insertWaitlistEntry(tx.db, input.email, fields)) return;
    await updateWaitlistEntry(tx.db, input.email, fields, tx.clock.now());
  });
}
