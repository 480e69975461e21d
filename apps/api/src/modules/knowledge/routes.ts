import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  knowledgeArticlePageSchema,
  knowledgeArticleSchema,
  knowledgeCategoriesResponse,
  knowledgeListQuery,
  knowledgeSlugParam,
} from '@fertilia/contracts';
import { getArticle, listArticles, listCategories } from './service';

/** The knowledge hub is public reading: no sign-in, no guard. Articles change only through their files. */
export const knowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/articles',
    {
      schema: {
        tags: ['knowledge-hub'],
        summary: 'Articles by category and full-text search, paged',
        querystring: knowledgeListQuery,
        response: { 200: knowledgeArticlePageSchema },
      },
    },
    async (request) => listArticles(app.deps.db.db, request.query),
  );
  app.get(
    '/categories',
    {
      schema: {
        tags: ['knowledge-hub'],
        summary: 'Categories that hold articles, with their counts',
        response: { 200: knowledgeCategoriesResponse },
      },
    },
    async () => listCategories(app.deps.db.db),
  );
  app.get(
    '/articles/:slug',
    {
      schema: {
        tags: ['knowledge-hub'],
        summary: 'One article with its references and related articles',
        params: knowledgeSlugParam,
        response: { 200: knowledgeArticleSchema, 404: errorResponse },
      },
    },
    async (request) => getArticle(app.deps.db.db, request.params.slug),
  );
};
