import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, serialId } from './columns';
import { userRef } from './user-columns';

/** A sign-in: one family of rotating refresh tokens. Revoking it ends every token of the family at once. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: userRef('user_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Refresh tokens are stored only as SHA-256 hashes; `rotatedAt` marks one already exchanged. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serialId(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    rotatedAt: instant('rotated_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Single-use links sent by mail: e-mail confirmation, e-mail change, password reset. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serialId(),
    userId: userRef('user_id'),
    purpose: text('purpose').$type<'confirm_email' | 'change_email' | 'reset_password'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);
