import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns';
import { optionalUserRef } from './user-columns';

/** Who did what to whom, from where. Never holds a password, token or health datum. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serialId(),
    action: text('action').notNull(),
    actorId: optionalUserRef('actor_id'),
    targetUserId: optionalUserRef('target_user_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_target_idx').on(t.targetUserId, t.createdAt),
    index('audit_events_action_idx').on(t.action),
  ],
);
