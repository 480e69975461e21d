import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, authApi, invalidField } from '@fertilia/contracts';
import { route } from '../../http/route';
import { replaceAvatar } from './avatar-service';

export const AVATAR_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const avatarRoutes: FastifyPluginAsync = async (app) => {
  route(app, authApi.uploadPicture, async (ctx, _input, { request }) => {
    const part = request.isMultipart() ? await request.file() : undefined;
    if (!part || part.fieldname !== 'file') throw invalidField('body', 'file', MESSAGES.required);
    // toBuffer stops at the 5 MB limit with a 413, which the errors plugin answers in our shape.
    const upload = await part.toBuffer();
    return replaceAvatar(ctx, upload);
  });
};
