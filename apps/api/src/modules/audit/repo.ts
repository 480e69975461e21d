import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditEvents, users } from '../../db/schema';

export const insertAuditEvent = async (db: DbOrTx, values: typeof auditEvents.$inferInsert) => {
  await db.insert(auditEvents).values(values);
};

/** A user's events, newest first, each with its actor's account as it is now (none once deleted). */
export const listAuditEventsForUser = (db: DbOrTx, userId: number, limit: number) =>
  db
    .select({
      event: auditEvents,
      actor: {
        id: users.id,
        role: users.role,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(eq(auditEvents.targetUserId, userId))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
