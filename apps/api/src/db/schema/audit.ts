import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Role } from '@fertilia/contracts';
import { createdAt, serialId } from './columns';
import { optionalUserRef } from './user-columns';

/** Who did what to whom, from where. Never holds a password, token or health datum. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serialId(),
    action: text('action').notNull(),
    actorId: optionalUserRef('actor_id'),
    /** The actor's role when the event happened: kept when the account is deleted and actor_id cleared. */
    actorRole: text('actor_role').$type<Role>(),
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
