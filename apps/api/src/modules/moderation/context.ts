import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { authOf } from '../../plugins/auth';
import type { CommunityEvents } from '../../plugins/community-events';
import type { Notifier } from '../notifications/notify';

/** What the moderation services need: the adapters, the live-event bus, and a logger for quiet mail. */
export type ModerationContext = {
  deps: AppDeps;
  events: CommunityEvents;
  log: FastifyBaseLogger;
  notifications: Notifier;
};
/** The member reporting or the moderator deciding, for rules and the audit trail. */
export type ModerationActor = { userId: number; ip: string | null };

export const contextOf = (request: FastifyRequest): ModerationContext => ({
  deps: request.server.deps,
  events: request.server.communityEvents,
  log: request.log,
  notifications: request.server.notifications,
});

export const actorOf = (request: FastifyRequest): ModerationActor => ({
  userId: authOf(request).user.id,
  ip: request.ip,
});
