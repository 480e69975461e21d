import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, faqApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { createFaq, deleteFaq, getFaq, listFaqCategories, listFaqs, updateFaq } from './service';

/** Spec 02 §7 FAQ: public reading, writing for staff holding the 'content' permission. */
export const faqRoutes: FastifyPluginAsync = async (app) => {
  route(app, faqApi.list, (ctx, { query }) => listFaqs(ctx, query));
  route(app, faqApi.categories, (ctx) => listFaqCategories(ctx));
  route(app, faqApi.get, (ctx, { params, query }) =>
    getFaq(ctx, { id: params.id, includeInactive: query.include_inactive }),
  );
  route(app, faqApi.create, (ctx, { body }) => createFaq(ctx, body));
  route(app, faqApi.update, (ctx, { params, body }) => updateFaq(ctx, { id: params.id, changes: body }));
  route(app, faqApi.remove, async (ctx, { params }) => {
    await deleteFaq(ctx, params.id);
    return { message: MESSAGES.faqDeleted };
  });
};
