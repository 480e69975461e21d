import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatMessageCreateSchema,
  chatMessageIdParam,
  chatMessagePage,
  chatMessageSchema,
  chatMessagesQuery,
  conversationCreateSchema,
  conversationIdParam,
  conversationListQuery,
  conversationPage,
  conversationReadResponse,
  conversationSchema,
  memberSearchPage,
  memberSearchQuery,
  messageReportPage,
  messageReportQuery,
  messageReportResponse,
  messageReportSchema,
  messageResponse,
  messagingSettingsSchema,
} from '@fertilia/contracts';
import { requireAuth, requirePermission } from '../../plugins/auth';
import { contextOf, memberOf } from './context';
import {
  createConversation,
  getConversation,
  leaveConversation,
  listConversations,
  markConversationRead,
} from './conversation-service';
import { findMembers, getMessagingSettings, updateMessagingSettings } from './member-service';
import { listConversationMessages, messageReports, reportMessage, sendMessage } from './message-service';

const common = { tags: ['community chat'], security: [{ bearer: [] }] };
const guarded = { preHandler: [requireAuth] };
const participantsOnly = 'Participants only: anyone else (or someone who left) is answered 404.';

/** /api/community/chat: conversations between members (spec 02 §7), reports and messaging privacy. */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversations',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'My conversations, the most recently active first, with unread counts',
        querystring: conversationListQuery,
        response: { 200: conversationPage },
      },
    },
    async (request) => listConversations(contextOf(request), memberOf(request), request.query),
  );

  app.post(
    '/conversations',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Start a conversation',
        description:
          '{participants:[id]} opens (or reopens, 200) the direct conversation with that member; several ids or ' +
          'a title make a new one (201). 403 when a participant accepts messages only from members they follow.',
        body: conversationCreateSchema,
        response: { 200: conversationSchema, 201: conversationSchema },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await createConversation(
        contextOf(request),
        memberOf(request),
        request.body,
      );
      return reply.code(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    '/conversations/:id',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'One conversation',
        description: participantsOnly,
        params: conversationIdParam,
        response: { 200: conversationSchema },
      },
    },
    async (request) => getConversation(contextOf(request), memberOf(request), request.params.id),
  );

  app.get(
    '/conversations/:id/messages',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'A page of messages, counted back from the newest; items oldest first',
        description: participantsOnly,
        params: conversationIdParam,
        querystring: chatMessagesQuery,
        response: { 200: chatMessagePage },
      },
    },
    async (request) =>
      listConversationMessages(contextOf(request), memberOf(request), request.params.id, request.query),
  );

  app.post(
    '/conversations/:id/messages',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Send a message',
        description: `${participantsOnly} session_id defaults to the conversation id and must equal it if given.`,
        params: conversationIdParam,
        body: chatMessageCreateSchema,
        response: { 201: chatMessageSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await sendMessage(contextOf(request), memberOf(request), request.params.id, request.body)),
  );

  app.post(
    '/conversations/:id/leave',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Leave a conversation: no more messages or notifications from it',
        params: conversationIdParam,
        response: { 200: messageResponse },
      },
    },
    async (request) => leaveConversation(contextOf(request), memberOf(request), request.params.id),
  );

  app.post(
    '/conversations/:id/read',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Mark every message of the conversation read',
        params: conversationIdParam,
        response: { 200: conversationReadResponse },
      },
    },
    async (request) => markConversationRead(contextOf(request), memberOf(request), request.params.id),
  );

  app.post(
    '/messages/:id/report',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Report a message to the moderators',
        description: 'A participant who can see it, once (409 after), never their own (403).',
        params: chatMessageIdParam,
        body: messageReportSchema,
        response: { 201: messageReportResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await reportMessage(contextOf(request), memberOf(request), request.params.id, request.body.reason),
        ),
  );

  app.get(
    '/reports',
    {
      preHandler: [requireAuth, requirePermission('moderation')],
      schema: {
        ...common,
        summary: 'Reported messages, for moderators',
        description:
          'The reported message and its reporter only; the rest of the conversation stays private.',
        querystring: messageReportQuery,
        response: { 200: messageReportPage },
      },
    },
    async (request) => messageReports(contextOf(request), request.query),
  );

  app.get(
    '/members',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Find members to message by name or username',
        description: 'Public member cards; never yourself, suspended members or staff.',
        querystring: memberSearchQuery,
        response: { 200: memberSearchPage },
      },
    },
    async (request) => findMembers(contextOf(request), memberOf(request), request.query),
  );

  app.get(
    '/settings',
    {
      ...guarded,
      schema: { ...common, summary: 'My messaging privacy', response: { 200: messagingSettingsSchema } },
    },
    async (request) => getMessagingSettings(contextOf(request), memberOf(request)),
  );

  app.put(
    '/settings',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Choose who may message me: everyone, or members I follow',
        body: messagingSettingsSchema,
        response: { 200: messagingSettingsSchema },
      },
    },
    async (request) =>
      updateMessagingSettings(contextOf(request), memberOf(request), request.body.accept_messages_from),
  );
};
