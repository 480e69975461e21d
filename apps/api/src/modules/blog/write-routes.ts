import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  MESSAGES,
  blogImageUploadResponse,
  blogPostIdParam,
  blogPostInputSchema,
  blogPostSchema,
  blogPostUpdateSchema,
  blogPreviewResponse,
  blogPreviewSchema,
  messageResponse,
} from '@fertilia/contracts';
import { invalidField } from '../../lib/http-error';
import { authOf, requireAuth, requirePermission } from '../../plugins/auth';
import { uploadCover } from './cover-service';
import { createPost, deletePost, previewContent, updatePost, type BlogActor } from './service';

const guarded = { preHandler: [requireAuth, requirePermission('content')] };
const common = { tags: ['blog'], security: [{ bearer: [] }] };
const actorOf = (request: FastifyRequest): BlogActor => ({ userId: authOf(request).user.id, ip: request.ip });

/** Writing the blog: staff with the content permission only. */
export const blogWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Create a post (a draft unless is_published)',
        body: blogPostInputSchema,
        response: { 201: blogPostSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPost(app.deps, actorOf(request), request.body)),
  );

  app.put(
    '/:id',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Update a post; publish or unpublish it with is_published',
        params: blogPostIdParam,
        body: blogPostUpdateSchema,
        response: { 200: blogPostSchema },
      },
    },
    async (request) => updatePost(app.deps, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Delete a post',
        params: blogPostIdParam,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await deletePost(app.deps, actorOf(request), request.params.id);
      return { message: MESSAGES.blogDeleted };
    },
  );

  app.post(
    '/preview',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Render markdown exactly as a saved post would be rendered (sanitised HTML)',
        body: blogPreviewSchema,
        response: { 200: blogPreviewResponse },
      },
    },
    async (request) => previewContent(app.deps, actorOf(request), request.body.content),
  );

  app.post(
    '/images',
    {
      ...guarded,
      schema: {
        ...common,
        summary:
          'Upload a cover image (multipart field "file": JPEG, PNG or WebP, at most 5 MB); stored as WebP',
        consumes: ['multipart/form-data'],
        response: { 201: blogImageUploadResponse },
      },
    },
    async (request, reply) => {
      const part = request.isMultipart() ? await request.file() : undefined;
      if (!part || part.fieldname !== 'file') throw invalidField('body', 'file', MESSAGES.required);
      // toBuffer stops at the 5 MB limit with a 413, which the errors plugin answers in our shape.
      const upload = await part.toBuffer();
      return reply.code(201).send(await uploadCover(app.deps, authOf(request).user.id, upload));
    },
  );
};
