import type { FastifyPluginAsync } from 'fastify';
import { assistantApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import {
  ask,
  createSession,
  deleteConversation,
  getSession,
  listMessages,
  listSessions,
  openForQuestion,
  rateAnswer,
  reviewRatings,
  startWithMessage,
  status,
  updateSessionSettings,
} from './service';
import { streamAnswer } from './stream';

/** Registered under /api: the AI assistant (spec 02 §7, issue 21, ADR 020). */
export const assistantRoutes: FastifyPluginAsync = async (app) => {
  route(app, assistantApi.status, (ctx) => status(ctx));
  route(app, assistantApi.list, (ctx, { query }) => listSessions(ctx, query));
  route(app, assistantApi.create, (ctx, { body }) => createSession(ctx, body));
  route(app, assistantApi.startWithMessage, (ctx, { body }) => startWithMessage(ctx, body));
  route(app, assistantApi.get, (ctx, { params }) => getSession(ctx, params.id));
  route(app, assistantApi.update, (ctx, { params, body }) => updateSessionSettings(ctx, params.id, body));
  route(app, assistantApi.remove, (ctx, { params }) => deleteConversation(ctx, params.id));
  route(app, assistantApi.messages, (ctx, { params, query }) => listMessages(ctx, params.id, query));
  route(app, assistantApi.send, async (ctx, { params, body }) => {
    const id = await openForQuestion(ctx, params.id, body);
    return ask(ctx, id, body.content, { signal: new AbortController().signal });
  });
  route(app, assistantApi.stream, async (ctx, { params, body }, http) => {
    const id = await openForQuestion(ctx, params.id, body);
    return streamAnswer(ctx, id, body.content, http);
  });
  route(app, assistantApi.feedback, (ctx, { body }) => rateAnswer(ctx, body));
  route(app, assistantApi.reviewFeedback, (ctx, { query }) => reviewRatings(ctx, query));
};
