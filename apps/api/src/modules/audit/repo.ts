import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditEvents } from '../../db/schema';

export const insertAuditEvent = async (db: DbOrTx, values: typeof auditEvents.$inferInsert) => {
  await db.insert(auditEvents).values(values);
};

export const listAuditEventsForUser = (db: DbOrTx, userId: number, limit: number) =>
  db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.targetUserId, userId))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
