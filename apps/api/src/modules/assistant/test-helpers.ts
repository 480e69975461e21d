import type { FastifyInstance } from 'fastify';
import { assistantSessionSchema, type AssistantSession } from '@fertilia/contracts';
import { seedFaqs } from '../faq/seed';
import { syncKnowledgeArticles } from '../knowledge/sync';
import { injectAs, type InjectAsArgs } from '../../test/http';
import type { TestUser } from '../../test/users';

/** The assistant's paths, as the spec names them. */
export const BASE = '/api/chat/rag-chatbot';
export const CONVERSATIONS = `${BASE}/conversations/`;
export const conversation = (id: number) => `${CONVERSATIONS}${id}/`;
export const messagesOf = (id: number) => `${conversation(id)}messages/`;
export const streamOf = (id: number) => `${messagesOf(id)}stream/`;
export const FEEDBACK = `${BASE}/feedback`;

/** The product's own knowledge hub and FAQ, indexed as at start-up, so answers rest on real passages. */
export async function publishContent(app: FastifyInstance): Promise<void> {
  await syncKnowledgeArticles(app.deps);
  await seedFaqs(app.deps);
}

export const caller =
  (app: FastifyInstance) =>
  (...args: InjectAsArgs) =>
    injectAs(app, ...args);

export async function newConversation(
  app: FastifyInstance,
  who: TestUser,
  body: object = {},
): Promise<AssistantSession> {
  const res = await injectAs(app, who, 'POST', CONVERSATIONS, body);
  if (res.statusCode !== 201) throw new Error(`conversation not created: ${res.statusCode} ${res.body}`);
  return assistantSessionSchema.parse(res.json());
}
