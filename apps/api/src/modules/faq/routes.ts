import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  faqCategoriesResponse,
  faqDetailQuery,
  faqIdParam,
  faqInputSchema,
  faqListQuery,
  faqPageSchema,
  faqSchema,
  faqUpdateSchema,
  messageResponse,
} from '@fertilia/contracts';
import { authOf, requireAuth, requirePermission } from '../../plugins/auth';
import {
  createFaq,
  deleteFaq,
  getFaq,
  listFaqCategories,
  listFaqs,
  updateFaq,
  type FaqActor,
} from './service';

const requireContent = requirePermission('content');
const guarded = { preHandler: [requireAuth, requireContent] };
const tags = ['faq'];
const secured = { tags, security: [{ bearer: [] }] };
const actorOf = (request: FastifyRequest): FaqActor => ({ userId: authOf(request).user.id, ip: request.ip });

/**
 * Reading is public; asking for hidden entries too (`include_inactive=true`) is the content team's
 * privilege, so only then is a token required and checked.
 */
const staffWhenIncludingInactive: preHandlerAsyncHookHandler = async function (request, reply) {
  const { include_inactive } = request.query as { include_inactive?: boolean };
  if (!include_inactive) return;
  await requireAuth.call(this, request, reply);
  await requireContent.call(this, request, reply);
};

/** Spec 02 §7 FAQ: public reading, writing for staff holding the 'content' permission. */
export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db.db;

  app.get(
    '/',
    {
      preHandler: staffWhenIncludingInactive,
      schema: {
        tags,
        summary: 'FAQ entries, by category; searchable in questions and answers',
        querystring: faqListQuery,
        response: { 200: faqPageSchema },
      },
    },
    async (request) => {
      const { include_inactive, ...query } = request.query;
      return listFaqs(db(), { ...query, includeInactive: include_inactive });
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Categories of active entries with their counts',
        response: { 200: faqCategoriesResponse },
      },
    },
    async () => listFaqCategories(db()),
  );

  app.get(
    '/:id',
    {
      preHandler: staffWhenIncludingInactive,
      schema: {
        tags,
        summary: 'One FAQ entry; hidden entries are not found unless staff ask for them',
        params: faqIdParam,
        querystring: faqDetailQuery,
        response: { 200: faqSchema },
      },
    },
    async (request) => getFaq(db(), request.params.id, request.query.include_inactive),
  );

  app.post(
    '/',
    {
      ...guarded,
      schema: {
        ...secured,
        summary: 'Create an FAQ entry',
        body: faqInputSchema,
        response: { 201: faqSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createFaq(db(), actorOf(request), request.body)),
  );

  app.put(
    '/:id',
    {
      ...guarded,
      schema: {
        ...secured,
        summary: 'Change any of an entry’s fields',
        params: faqIdParam,
        body: faqUpdateSchema,
        response: { 200: faqSchema },
      },
    },
    async (request) => updateFaq(db(), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      ...guarded,
      schema: {
        ...secured,
        summary: 'Delete an FAQ entry',
        params: faqIdParam,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await deleteFaq(db(), actorOf(request), request.params.id);
      return { message: MESSAGES.faqDeleted };
    },
  );
};
