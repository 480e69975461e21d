import type { FastifyPluginAsync } from 'fastify';
import { conversationsApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import {
  createConversation,
  getConversation,
  leaveConversation,
  listConversations,
  markConversationRead,
} from './conversation-service';
import { findMembers, getMessagingSettings, updateMessagingSettings } from './member-service';
import { listConversationMessages, sendMessage } from './message-service';
import { messageReports, reportMessage } from './moderation-report-service';

/** /api/community/chat: conversations between members (spec 02 §7), reports and messaging privacy. */
export const conversationRoutes: FastifyPluginAsync = async (app) => {
  route(app, conversationsApi.list, (ctx, { query }) => listConversations(ctx, query));
  // A reused direct conversation answers 200, a new one 201.
  route(app, conversationsApi.create, async (ctx, { body }, { reply }) => {
    const { conversation, created } = await createConversation(ctx, body);
    return reply.code(created ? 201 : 200).send(conversation);
  });
  route(app, conversationsApi.get, (ctx, { params }) => getConversation(ctx, params.id));
  route(app, conversationsApi.messages, (ctx, { params, query }) =>
    listConversationMessages(ctx, { conversationId: params.id, page: query }),
  );
  route(app, conversationsApi.send, (ctx, { params, body }) =>
    sendMessage(ctx, { conversationId: params.id, message: body }),
  );
  route(app, conversationsApi.leave, (ctx, { params }) => leaveConversation(ctx, params.id));
  route(app, conversationsApi.read, (ctx, { params }) => markConversationRead(ctx, params.id));
  route(app, conversationsApi.report, (ctx, { params, body }) =>
    reportMessage(ctx, { messageId: params.id, reason: body.reason }),
  );
  route(app, conversationsApi.reports, (ctx, { query }) => messageReports(ctx, query));
  route(app, conversationsApi.members, (ctx, { query }) => findMembers(ctx, query));
  route(app, conversationsApi.settings, (ctx) => getMessagingSettings(ctx));
  route(app, conversationsApi.saveSettings, (ctx, { body }) =>
    updateMessagingSettings(ctx, body.accept_messages_from),
  );
};
