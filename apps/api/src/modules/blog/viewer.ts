import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasPermission } from '@fertilia/contracts';
import { requireSignedIn } from '../../plugins/auth';
import type { BlogViewer } from './service';

/**
 * The blog reads are public, but a caller who sends a bearer token is identified, so content staff see
 * their drafts. A token that is sent must be valid (401 otherwise), so the web client refreshes it instead
 * of silently showing a staff member the public view.
 */
export const identifyReader: preHandlerAsyncHookHandler = async function (
  this: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (request.headers.authorization) await requireSignedIn.call(request.server, request, reply);
};

export const viewerOf = (request: FastifyRequest): BlogViewer => {
  const user = request.auth?.user;
  return {
    signedIn: Boolean(user),
    canManage: Boolean(user?.confirmed && hasPermission(user.role, 'content')),
  };
};
