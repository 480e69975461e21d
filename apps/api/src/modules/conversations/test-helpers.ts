import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ChatMessage, Conversation, ConversationCreateInput } from '@fertilia/contracts';
import { createTestAppWithCast, type TestAppOptions } from '../../test/app';
import { injectAs, postCreated } from '../../test/http';
import type { Cast, CastSpec, TestUser } from '../../test/users';
import { listOf } from '../notifications/test-helpers';
import { freePlanWith } from '../subscriptions/subscription-test-helpers';

/* Shared by the conversation test files only. */

export const CHAT = '/api/community/chat';

/**
 * Three members who talk, one who must never hear them, and a moderator. Ana chose to show her real name;
 * the others keep the default, their username.
 */
export const CHAT_CAST = {
  ana: { role: 'patient', values: { firstName: 'Ana', lastName: 'Quill', showRealName: true } },
  ben: { role: 'patient', values: { firstName: 'Ben', lastName: 'Otter' } },
  cleo: { role: 'doctor', values: { firstName: 'Cleo', lastName: 'Vance' } },
  outsider: 'patient',
  moderator: 'content_moderator',
} satisfies CastSpec;
export type ChatCast = Cast<typeof CHAT_CAST>;

/**
 * A fresh test app and its cast, for a file's beforeAll; close the app in its afterAll. Its free plan lets
 * patients message Cleo the doctor (`expert_chat`, ADR 017), so these files test conversations, not plans;
 * entitlements.test.ts tests the refusal.
 */
export async function chatTestApp(options?: TestAppOptions) {
  const made = await createTestAppWithCast(CHAT_CAST, options);
  await freePlanWith(made.app, ['expert_chat']);
  return made;
}

/** The member's notifications, up to 100. */
export const notificationsOf = (app: FastifyInstance, who: TestUser) => listOf(app, who, '?limit=100');

export const call = (
  app: FastifyInstance,
  who: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> => injectAs(app, who, method, `${CHAT}${url}`, payload);

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

export const send = (
  app: FastifyInstance,
  who: TestUser,
  conversationId: number,
  content: string,
): Promise<ChatMessage> =>
  postCreated(app, who, `${CHAT}/conversations/${conversationId}/messages/`, { content });
