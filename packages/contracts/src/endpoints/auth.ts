import {
  changeEmailSchema,
  changePasswordResponse,
  changePasswordSchema,
  changeUsernameResponse,
  changeUsernameSchema,
  confirmEmailResponse,
  confirmEmailSchema,
  forgotPasswordSchema,
  loginSchema,
  logoutSchema,
  refreshResponse,
  refreshSchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenCheckResponse,
  resetTokenCheckSchema,
  tokenPairResponse,
} from '../auth';
import { messageResponse } from '../common';
import { access, endpoint } from '../endpoint';
import { profileUpdateSchema, userSchema } from '../user';

const tags = ['auth'];
// Sign-in and the profile are listed in the OpenAPI document without a trailing slash, as they always were;
// the server answers both forms alike.

/**
 * Spec 01 §3–§5: sign-up, sign-in, sessions, the account's own profile, e-mail confirmation and password
 * recovery. The account calls need a live session but no confirmed address: a new member may have to fix a
 * typo in it.
 */
export const authApi = {
  register: endpoint({
    method: 'POST',
    path: '/api/auth/',
    access: access.public,
    tags,
    summary: 'Register a patient, expert or doctor; signs them in and mails a confirmation link',
    body: registerSchema,
    responses: { 201: tokenPairResponse },
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    access: access.public,
    tags,
    summary: 'Sign in with e-mail and password',
    body: loginSchema,
    responses: { 200: tokenPairResponse },
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/auth/token/refresh',
    access: access.public,
    tags,
    summary: 'Exchange a refresh token for a new token pair (the refresh token rotates on every use)',
    body: refreshSchema,
    responses: { 200: refreshResponse },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout/',
    access: access.signedIn,
    tags,
    summary: 'Sign out: ends this session, so its tokens stop working at once',
    // Nothing in the body is needed; null stands for "no body" as Fastify hands it over.
    body: logoutSchema.nullable(),
    responses: { 200: messageResponse },
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/auth/profile',
    access: access.signedIn,
    tags,
    summary: 'The signed-in user',
    responses: { 200: userSchema },
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/auth/profile',
    access: access.signedIn,
    tags,
    summary: 'Update profile fields; nested profiles merge, a key set to null is cleared',
    body: profileUpdateSchema,
    responses: { 200: userSchema },
  }),
  uploadPicture: endpoint({
    method: 'POST',
    path: '/api/auth/profile/picture',
    access: access.signedIn,
    tags,
    summary: 'Upload a profile picture (multipart field "file": JPEG, PNG or WebP, at most 5 MB)',
    multipart: true,
    responses: { 200: userSchema },
  }),
  changeUsername: endpoint({
    method: 'POST',
    path: '/api/auth/change-username/',
    access: access.signedIn,
    tags,
    summary: 'Change the username (needs the current password)',
    body: changeUsernameSchema,
    responses: { 200: changeUsernameResponse },
  }),
  changeEmail: endpoint({
    method: 'POST',
    path: '/api/auth/email/',
    access: access.signedIn,
    tags,
    summary: 'Ask to change the e-mail address; applies when the link mailed to the new one is opened',
    body: changeEmailSchema,
    responses: { 200: messageResponse },
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/auth/change-password/',
    access: access.signedIn,
    tags,
    summary: 'Change the password; ends every session and returns a fresh token pair',
    body: changePasswordSchema,
    responses: { 200: changePasswordResponse },
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/api/auth/confirm-email',
    access: access.public,
    tags,
    summary: 'Confirm an e-mail address (new account or changed address) with the mailed token',
    body: confirmEmailSchema,
    responses: { 200: confirmEmailResponse },
  }),
  resendConfirmation: endpoint({
    method: 'POST',
    path: '/api/auth/confirm-email/resend',
    access: access.signedIn,
    tags,
    summary: 'Mail a new confirmation link to the signed-in user',
    responses: { 200: messageResponse },
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: access.public,
    tags,
    summary: 'Mail a password reset link; answers the same whether or not the account exists',
    body: forgotPasswordSchema,
    responses: { 200: messageResponse },
  }),
  validateResetToken: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password/validate',
    access: access.public,
    tags,
    summary: 'Check a reset token without using it',
    body: resetTokenCheckSchema,
    responses: { 200: resetTokenCheckResponse },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: access.public,
    tags,
    summary: 'Set a new password with a mailed reset token; ends every session',
    body: resetPasswordSchema,
    responses: { 200: messageResponse },
  }),
};
