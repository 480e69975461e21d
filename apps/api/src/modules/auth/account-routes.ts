import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, authApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { toUser } from '../users/service';
import { changeUsername, updateProfile } from './account-service';
import { requestEmailChange } from './email-service';
import { changePassword } from './password-service';

/** The signed-in user's own account. Unconfirmed users may use these (they may need to fix a typo). */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  route(app, authApi.profile, async (ctx) => toUser(ctx.actor.user));
  route(app, authApi.updateProfile, (ctx, { body }) => updateProfile(ctx, body));
  route(app, authApi.changeUsername, async (ctx, { body }) => ({
    message: MESSAGES.usernameUpdated,
    user: await changeUsername(ctx, body),
  }));
  route(app, authApi.changeEmail, async (ctx, { body }) => {
    await requestEmailChange(ctx, body);
    return { message: MESSAGES.emailChangeRequested };
  });
  route(app, authApi.changePassword, async (ctx, { body }) => ({
    message: MESSAGES.passwordChanged,
    ...(await changePassword(ctx, body)),
  }));
};
