import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, blogApi, invalidField } from '@fertilia/contracts';
import { route } from '../../http/route';
import { uploadCover } from './cover-service';
import { createPost, deletePost, previewContent, updatePost } from './service';

/** Writing the blog: staff with the content permission only. */
export const blogWriteRoutes: FastifyPluginAsync = async (app) => {
  route(app, blogApi.create, (ctx, { body }) => createPost(ctx, body));
  route(app, blogApi.update, (ctx, { params, body }) => updatePost(ctx, { id: params.id, changes: body }));
  route(app, blogApi.remove, async (ctx, { params }) => {
    await deletePost(ctx, params.id);
    return { message: MESSAGES.blogDeleted };
  });
  route(app, blogApi.preview, (ctx, { body }) => previewContent(ctx, body.content));
  route(app, blogApi.uploadImage, async (ctx, _input, { request }) => {
    const part = request.isMultipart() ? await request.file() : undefined;
    if (!part || part.fieldname !== 'file') throw invalidField('body', 'file', MESSAGES.required);
    // toBuffer stops at the 5 MB limit with a 413, which the errors plugin answers in our shape.
    return uploadCover(ctx, await part.toBuffer());
  });
};
