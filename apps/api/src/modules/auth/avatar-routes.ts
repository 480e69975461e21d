import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, userSchema } from '@fertilia/contracts';
import { invalidField } from '../../lib/http-error';
import { authOf, requireSignedIn } from '../../plugins/auth';
import { replaceAvatar } from './avatar-service';
import { contextOf } from './context';

export const AVATAR_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/profile/picture',
    {
      preHandler: [requireSignedIn],
      schema: {
        tags: ['auth'],
        summary: 'Upload a profile picture (multipart field "file": JPEG, PNG or WebP, at most 5 MB)',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const part = request.isMultipart() ? await request.file() : undefined;
      if (!part || part.fieldname !== 'file') throw invalidField('body', 'file', MESSAGES.required);
      // toBuffer stops at the 5 MB limit with a 413, which the errors plugin answers in our shape.
      const upload = await part.toBuffer();
      return replaceAvatar(contextOf(request), authOf(request).user, upload);
    },
  );
};
