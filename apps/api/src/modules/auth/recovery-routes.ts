import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  confirmEmailResponse,
  confirmEmailSchema,
  forgotPasswordSchema,
  messageResponse,
  resetPasswordSchema,
  resetTokenCheckResponse,
  resetTokenCheckSchema,
} from '@fertilia/contracts';
import { authOf, requireSignedIn } from '../../plugins/auth';
import { contextOf } from './context';
import { confirmEmail, resendConfirmation } from './email-service';
import { forgotPassword, resetPassword, validateResetToken } from './password-service';

const tags = ['auth'];

/** The calls behind mailed links: e-mail confirmation and password recovery. */
export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/confirm-email',
    {
      schema: {
        tags,
        summary: 'Confirm an e-mail address (new account or changed address) with the mailed token',
        body: confirmEmailSchema,
        response: { 200: confirmEmailResponse },
      },
    },
    async (request) => ({
      message: MESSAGES.emailConfirmed,
      user: await confirmEmail(contextOf(request), request.body.token),
    }),
  );

  app.post(
    '/confirm-email/resend',
    {
      preHandler: [requireSignedIn],
      schema: {
        tags,
        summary: 'Mail a new confirmation link to the signed-in user',
        security: [{ bearer: [] }],
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await resendConfirmation(contextOf(request), authOf(request).user);
      return { message: MESSAGES.confirmationSent };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link; answers the same whether or not the account exists',
        body: forgotPasswordSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await forgotPassword(contextOf(request), request.body.email);
      return { message: MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/reset-password/validate',
    {
      schema: {
        tags,
        summary: 'Check a reset token without using it',
        body: resetTokenCheckSchema,
        response: { 200: resetTokenCheckResponse },
      },
    },
    async (request) => validateResetToken(contextOf(request), request.body.token),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a mailed reset token; ends every session',
        body: resetPasswordSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await resetPassword(contextOf(request), request.body);
      return { message: MESSAGES.passwordReset };
    },
  );
};
