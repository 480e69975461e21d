import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ChatMessage, Conversation, ConversationCreateInput } from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import { createUserWithToken, type TestUser } from '../../test/users';
import { listOf } from '../notifications/test-helpers';

/* Shared by the conversation test files only. */

export const CHAT = '/api/community/chat';

export type ChatCast = {
  ana: TestUser;
  ben: TestUser;
  cleo: TestUser;
  outsider: TestUser;
  moderator: TestUser;
};

/** Three members who talk, one who must never hear them, and a moderator. */
export async function chatCast(app: FastifyInstance): Promise<ChatCast> {
  return {
    ana: await createUserWithToken(app, { role: 'patient', values: { firstName: 'Ana', lastName: 'Quill' } }),
    ben: await createUserWithToken(app, { role: 'patient', values: { firstName: 'Ben', lastName: 'Otter' } }),
    cleo: await createUserWithToken(app, {
      role: 'doctor',
      values: { firstName: 'Cleo', lastName: 'Vance' },
    }),
    outsider: await createUserWithToken(app, { role: 'patient' }),
    moderator: await createUserWithToken(app, { role: 'content_moderator' }),
  };
}

/** A fresh test app and its cast, for a file's beforeAll; close the app in its afterAll. */
export async function chatTestApp(): Promise<{ app: FastifyInstance; cast: ChatCast }> {
  const app = await createTestApp();
  return { app, cast: await chatCast(app) };
}

/** The member's notifications, up to 100. */
export const notificationsOf = (app: FastifyInstance, who: TestUser) => listOf(app, who, '?limit=100');

export const call = (
  app: FastifyInstance,
  who: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url: `${CHAT}${url}`,
    headers: who ? who.auth : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

export async function startConversation(
  app: FastifyInstance,
  who: TestUser,
  body: ConversationCreateInput,
): Promise<Conversation> {
  const res = await call(app, who, 'POST', '/conversations/', body);
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function send(
  app: FastifyInstance,
  who: TestUser,
  conversationId: number,
  content: string,
): Promise<ChatMessage> {
  const res = await call(app, who, 'POST', `/conversations/${conversationId}/messages/`, { content });
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The FastAPI detail items without their `type`. */
export const issues = (res: LightMyRequestResponse) =>
  (res.json().detail as { loc: unknown[]; msg: string }[]).map(({ loc, msg }) => ({ loc, msg }));
