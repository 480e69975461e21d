import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { hasPermission } from '@fertilia/contracts';
import type { AppDeps } from '../../deps';
import type { CommunityEvents } from '../../plugins/community-events';
import { authOf } from '../../plugins/auth';
import type { Notifier } from '../notifications/notify';

/** The signed-in member reading or writing; `canModerate` = staff holding the moderation permission. */
export type Viewer = { id: number; canModerate: boolean; ip: string | null };

/** What the community services need: the adapters and the bus live events leave on. */
export type CommunityContext = {
  deps: AppDeps;
  events: CommunityEvents;
  log: FastifyBaseLogger;
  notifications: Notifier;
};

export const viewerOf = (request: FastifyRequest): Viewer => {
  const { user } = authOf(request);
  return { id: user.id, canModerate: hasPermission(user.role, 'moderation'), ip: request.ip };
};

export const contextOf = (request: FastifyRequest): CommunityContext => ({
  deps: request.server.deps,
  events: request.server.communityEvents,
  log: request.log,
  notifications: request.server.notifications,
});
