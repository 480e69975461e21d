import {
  blogImageUploadResponse,
  blogListQuerySchema,
  blogPostIdParam,
  blogPostInputSchema,
  blogPostListResponse,
  blogPostSchema,
  blogPostsQuerySchema,
  blogPostUpdateSchema,
  blogPreviewResponse,
  blogPreviewSchema,
  blogSlugParam,
} from '../blog';
import { messageResponse } from '../common';
import { access, endpoint } from '../endpoint';

const tags = ['blog'];
/** Writing, previewing and uploading covers: staff holding the content permission. */
const editors = access.permission('content');
const listDescription =
  'Newest first. Readers see published posts; a bearer token of staff with the content permission adds drafts, and `status` (all, draft, published) filters them. A token that is sent must be valid.';

/** Spec 01 §7 blog: public reading (content staff who send their token also see drafts), staff writing. */
export const blogApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/blog/',
    access: access.identified,
    tags,
    summary: 'Blog posts, 10 to a page by default',
    description: listDescription,
    query: blogListQuerySchema,
    responses: { 200: blogPostListResponse },
  }),
  posts: endpoint({
    method: 'GET',
    path: '/api/blog/posts',
    access: access.identified,
    tags,
    summary: 'Blog posts, 20 to a page by default (the second list form of spec 01 §7)',
    description: listDescription,
    query: blogPostsQuerySchema,
    responses: { 200: blogPostListResponse },
  }),
  bySlug: endpoint({
    method: 'GET',
    path: '/api/blog/slug/:slug',
    access: access.identified,
    tags,
    summary: 'One post by its slug (a draft is 404 without the content permission)',
    params: blogSlugParam,
    responses: { 200: blogPostSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/blog/:id/',
    access: access.identified,
    tags,
    summary: 'One post by id (a draft is 404 without the content permission)',
    params: blogPostIdParam,
    responses: { 200: blogPostSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/blog/',
    access: editors,
    tags,
    summary: 'Create a post (a draft unless is_published)',
    body: blogPostInputSchema,
    responses: { 201: blogPostSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/blog/:id/',
    access: editors,
    tags,
    summary: 'Update a post; publish or unpublish it with is_published',
    params: blogPostIdParam,
    body: blogPostUpdateSchema,
    responses: { 200: blogPostSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/blog/:id/',
    access: editors,
    tags,
    summary: 'Delete a post',
    params: blogPostIdParam,
    responses: { 200: messageResponse },
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/blog/preview',
    access: editors,
    tags,
    summary: 'Render markdown exactly as a saved post would be rendered (sanitised HTML)',
    body: blogPreviewSchema,
    responses: { 200: blogPreviewResponse },
  }),
  uploadImage: endpoint({
    method: 'POST',
    path: '/api/blog/images',
    access: editors,
    tags,
    summary: 'Upload a cover image (multipart field "file": JPEG, PNG or WebP, at most 5 MB); stored as WebP',
    multipart: true,
    responses: { 201: blogImageUploadResponse },
  }),
};
