import { desc, eq, sql } from 'drizzle-orm';
import type { Role } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { auditEvents, users } from '../../db/schema';

/** Records an event with its actor's role as it is now, read in the same statement. */
export const insertAuditEvent = async (
  db: DbOrTx,
  values: Omit<typeof auditEvents.$inferInsert, 'actorRole'>,
) => {
  const actorRole =
    values.actorId == null
      ? null
      : sql<Role>`(select ${users.role} from ${users} where ${users.id} = ${values.actorId})`;
  await db.insert(auditEvents).values({ ...values, actorRole });
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
