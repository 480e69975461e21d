import type { FastifyPluginAsync } from 'fastify';
import { knowledgeApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { getArticle, listArticles, listCategories } from './service';

/** The knowledge hub is public reading: no sign-in. Articles change only through their files. */
export const knowledgeRoutes: FastifyPluginAsync = async (app) => {
  route(app, knowledgeApi.articles, (ctx, { query }) => listArticles(ctx, query));
  route(app, knowledgeApi.categories, (ctx) => listCategories(ctx));
  route(app, knowledgeApi.article, (ctx, { params }) => getArticle(ctx, params.slug));
};
