import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { authOf } from '../../plugins/auth';
import type { CommunityEvents } from '../../plugins/community-events';
import type { Notifier } from '../notifications/notify';
import { groupReaderOf, type GroupReader } from '../notifications/mark-group-read';

/** What the conversation services need: adapters, the live bus, the notifications service and a logger. */
export type ConversationContext = {
  deps: AppDeps;
  events: CommunityEvents;
  notifications: Notifier;
  /** Marks a member's grouped notifications read (a read conversation's 'new message' notices). */
  readNotifications: GroupReader;
  log: FastifyBaseLogger;
};
/** The signed-in member; `ip` for the audit trail. */
export type Member = { id: number; ip: string | null };

export const contextOf = (request: FastifyRequest): ConversationContext => ({
  deps: request.server.deps,
  events: request.server.communityEvents,
  notifications: request.server.notifications,
  readNotifications: groupReaderOf(request),
  log: request.log,
});

export const memberOf = (request: FastifyRequest): Member => ({
  id: authOf(request).user.id,
  ip: request.ip,
});
