import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, timestamps } from './columns';
import { userRef } from './user-columns';
import { users } from './users';

/**
 * An expert's Zoom account (ADR 014). Both tokens are sealed with AES-256-GCM under a key derived from the
 * server's secret (lib/secret-box.ts): a copy of the database alone does not open anyone's Zoom.
 */
export const zoomConnections = pgTable('zoom_connections', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  zoomUserId: text('zoom_user_id').notNull(),
  hostEmail: text('host_email').notNull(),
  accessTokenSealed: text('access_token_sealed').notNull(),
  refreshTokenSealed: text('refresh_token_sealed').notNull(),
  accessExpiresAt: instant('access_expires_at').notNull(),
  scope: text('scope'),
  ...timestamps(),
});
export type ZoomConnectionRow = typeof zoomConnections.$inferSelect;

/**
 * The `state` of an OAuth authorisation in flight: only its hash is kept, it is used once, and it names the
 * member who asked, so a callback cannot attach someone else's account to hers.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: userRef('user_id'),
    provider: text('provider').$type<'zoom'>().notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('oauth_states_expiry_idx').on(t.expiresAt),
    check('oauth_states_provider_ck', sql`${t.provider} in ('zoom')`),
  ],
);
export type OAuthStateRow = typeof oauthStates.$inferSelect;
