import type { FastifyPluginAsync } from 'fastify';
import { supportInboxApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import {
  changeSupportMessageStatus,
  getSupportMessage,
  listSupportMessages,
  replyToSupportMessage,
} from './inbox-service';

/** The support inbox under /api/admin/support (permission 'support'): read, answer, close, reopen. */
export const supportInboxRoutes: FastifyPluginAsync = async (app) => {
  route(app, supportInboxApi.list, (ctx, { query }) => listSupportMessages(ctx, query));
  route(app, supportInboxApi.get, (ctx, { params }) => getSupportMessage(ctx, params.id));
  route(app, supportInboxApi.reply, (ctx, { params, body }) =>
    replyToSupportMessage(ctx, { id: params.id, body: body.body }),
  );
  route(app, supportInboxApi.setStatus, (ctx, { params, body }) =>
    changeSupportMessageStatus(ctx, { id: params.id, status: body.status }),
  );
};
