import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  changeEmailSchema,
  changePasswordResponse,
  changePasswordSchema,
  changeUsernameResponse,
  changeUsernameSchema,
  messageResponse,
  profileUpdateSchema,
  userSchema,
} from '@fertilia/contracts';
import { authOf, requireSignedIn } from '../../plugins/auth';
import { toUser } from '../users/dto';
import { changeUsername, updateProfile } from './account-service';
import { contextOf } from './context';
import { requestEmailChange } from './email-service';
import { changePassword } from './password-service';

const tags = ['auth'];
const security = [{ bearer: [] }];

/** The signed-in user's own account. Unconfirmed users may use these (they may need to fix a typo). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      preHandler: [requireSignedIn],
      schema: { tags, summary: 'The signed-in user', security, response: { 200: userSchema } },
    },
    async (request) => toUser(authOf(request).user),
  );

  app.put(
    '/profile',
    {
      preHandler: [requireSignedIn],
      schema: {
        tags,
        summary: 'Update profile fields; nested profiles merge, a key set to null is cleared',
        security,
        body: profileUpdateSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => updateProfile(contextOf(request), authOf(request).user, request.body),
  );

  app.post(
    '/change-username',
    {
      preHandler: [requireSignedIn],
      schema: {
        tags,
        summary: 'Change the username (needs the current password)',
        security,
        body: changeUsernameSchema,
        response: { 200: changeUsernameResponse },
      },
    },
    async (request) => ({
      message: MESSAGES.usernameUpdated,
      user: await changeUsername(contextOf(request), authOf(request).user, request.body),
    }),
  );

  app.post(
    '/email',
    {
      preHandler: [requireSignedIn],
      schema: {
        tags,
        summary: 'Ask to change the e-mail address; applies when the link mailed to the new one is opened',
        security,
        body: changeEmailSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await requestEmailChange(contextOf(request), authOf(request).user, request.body);
      return { message: MESSAGES.emailChangeRequested };
    },
  );

  app.post(
    '/change-password',
    {
      preHandler: [requireSignedIn],
      schema: {
        tags,
        summary: 'Change the password; ends every session and returns a fresh token pair',
        security,
        body: changePasswordSchema,
        response: { 200: changePasswordResponse },
      },
    },
    async (request) => ({
      message: MESSAGES.passwordChanged,
      ...(await changePassword(contextOf(request), authOf(request).user, request.body)),
    }),
  );
};
