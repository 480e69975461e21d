import type { z } from 'zod';
import type { waitlistJoinSchema } from '@fertilia/contracts';
import type { AppDeps } from '../../deps';
import { insertWaitlistEntry, updateWaitlistEntry } from './repo';

export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;

/** One entry per address: the first submission creates it, later ones update the fields they send. */
export async function joinWaitlist(deps: AppDeps, input: WaitlistJoin): Promise<void> {
  const fields = { name: input.name, roleInterest: input.role_interest, source: input.source };
  await deps.db.db.transaction(async (tx) => {
    if (await insertWaitlistEntry(tx, input.email, fields)) return;
    await updateWaitlistEntry(tx, input.email, fields, deps.clock.now());
  });
}
