import { errorResponse } from '../common';
import { access, endpoint } from '../endpoint';
import {
  knowledgeArticlePageSchema,
  knowledgeArticleSchema,
  knowledgeCategoriesResponse,
  knowledgeListQuery,
  knowledgeSlugParam,
} from '../knowledge';

const tags = ['knowledge-hub'];

/** Spec 02 §7 knowledge hub: public reading only; articles change through their files in the repository. */
export const knowledgeApi = {
  articles: endpoint({
    method: 'GET',
    path: '/api/knowledge-hub/articles',
    access: access.public,
    tags,
    summary: 'Articles by category and full-text search, paged',
    query: knowledgeListQuery,
    responses: { 200: knowledgeArticlePageSchema },
  }),
  categories: endpoint({
    method: 'GET',
    path: '/api/knowledge-hub/categories',
    access: access.public,
    tags,
    summary: 'Categories that hold articles, with their counts',
    responses: { 200: knowledgeCategoriesResponse },
  }),
  article: endpoint({
    method: 'GET',
    path: '/api/knowledge-hub/articles/:slug',
    access: access.public,
    tags,
    summary: 'One article with its references and related articles',
    params: knowledgeSlugParam,
    responses: { 200: knowledgeArticleSchema, 404: errorResponse },
  }),
};
