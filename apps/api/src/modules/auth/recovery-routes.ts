import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, authApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { confirmEmail, resendConfirmation } from './email-service';
import { forgotPassword, resetPassword, validateResetToken } from './password-service';

/** The calls behind mailed links: e-mail confirmation and password recovery. */
export const recoveryRoutes: FastifyPluginAsync = async (app) => {
  route(app, authApi.confirmEmail, async (ctx, { body }) => ({
    message: MESSAGES.emailConfirmed,
    user: await confirmEmail(ctx, body.token),
  }));
  route(app, authApi.resendConfirmation, async (ctx) => {
    await resendConfirmation(ctx);
    return { message: MESSAGES.confirmationSent };
  });
  route(app, authApi.forgotPassword, async (ctx, { body }) => {
    await forgotPassword(ctx, body.email);
    return { message: MESSAGES.forgotPasswordSent };
  });
  route(app, authApi.validateResetToken, (ctx, { body }) => validateResetToken(ctx, body.token));
  route(app, authApi.resetPassword, async (ctx, { body }) => {
    await resetPassword(ctx, body);
    return { message: MESSAGES.passwordReset };
  });
};
