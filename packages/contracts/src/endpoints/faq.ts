import { messageResponse } from '../common';
import { access, endpoint } from '../endpoint';
import {
  faqCategoriesResponse,
  faqDetailQuery,
  faqIdParam,
  faqInputSchema,
  faqListQuery,
  faqPageSchema,
  faqSchema,
  faqUpdateSchema,
} from '../faq';

const tags = ['faq'];
/** Reading is public; hidden entries (`include_inactive=true`) are for staff holding `content`. */
const readers = access.permission('content', { onlyWhen: 'include_inactive' });
const editors = access.permission('content');

/** Spec 02 §7 FAQ. */
export const faqApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/faq/',
    access: readers,
    tags,
    summary: 'FAQ entries, by category; searchable in questions and answers',
    query: faqListQuery,
    responses: { 200: faqPageSchema },
  }),
  categories: endpoint({
    method: 'GET',
    path: '/api/faq/categories',
    access: access.public,
    tags,
    summary: 'Categories of active entries with their counts',
    responses: { 200: faqCategoriesResponse },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/faq/:id/',
    access: readers,
    tags,
    summary: 'One FAQ entry; hidden entries are not found unless staff ask for them',
    params: faqIdParam,
    query: faqDetailQuery,
    responses: { 200: faqSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/faq/',
    access: editors,
    tags,
    summary: 'Create an FAQ entry',
    body: faqInputSchema,
    responses: { 201: faqSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/faq/:id/',
    access: editors,
    tags,
    summary: 'Change any of an entry’s fields',
    params: faqIdParam,
    body: faqUpdateSchema,
    responses: { 200: faqSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/faq/:id/',
    access: editors,
    tags,
    summary: 'Delete an FAQ entry',
    params: faqIdParam,
    responses: { 200: messageResponse },
  }),
};
