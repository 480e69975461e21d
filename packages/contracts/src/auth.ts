import { passwordRuleViolation } from './password-rules';
import { z } from 'zod';
import { MESSAGES } from './messages';
import { selfRegisterRoleSchema } from './role-schemas';
import {
  currentPasswordField,
  emailField,
  passwordField,
  profileFieldsSchema,
  usernameField,
  userSchema,
} from './user';

/** POST /api/auth/ — spec 01 §5: email, username, password, confirm_password, role; the rest optional. */
export const registerSchema = z
  .object({
    email: emailField,
    username: usernameField,
    password: passwordField,
    confirm_password: z.string({ error: MESSAGES.required }),
    role: selfRegisterRoleSchema,
  })
  .extend(
    profileFieldsSchema.pick({
      first_name: true,
      last_name: true,
      date_of_birth: true,
      gender: true,
      country: true,
      city: true,
      phone: true,
    }).shape,
  )
  .refine((v) => v.password === v.confirm_password, {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
  })
  .superRefine((v, ctx) => {
    const broken = passwordRuleViolation(v.password, { username: v.username, email: v.email });
    if (broken) ctx.addIssue({ code: 'custom', message: broken, path: ['password'] });
  });
export type RegisterRequest = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: currentPasswordField,
});
export type LoginRequest = z.infer<typeof loginSchema>;

export const tokenPairResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  user: userSchema,
});
export type TokenPairResponse = z.infer<typeof tokenPairResponse>;

export const refreshSchema = z.object({
  refresh: z.string({ error: MESSAGES.noRefreshToken }).min(1, MESSAGES.noRefreshToken),
});
export type RefreshRequest = z.infer<typeof refreshSchema>;
export const refreshResponse = tokenPairResponse;

export const logoutSchema = z.object({ refresh: z.string().optional() }).optional();

export const changeUsernameSchema = z.object({
  username: usernameField,
  password: currentPasswordField,
});
export type ChangeUsernameRequest = z.infer<typeof changeUsernameSchema>;
export const changeUsernameResponse = z.object({
  message: z.string(),
  user: userSchema,
});

export const changeEmailSchema = z.object({
  new_email: emailField,
  password: currentPasswordField,
});
export type ChangeEmailRequest = z.infer<typeof changeEmailSchema>;

export const changePasswordSchema = z.object({
  old_password: currentPasswordField,
  new_password: passwordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;
/** A password change signs out other sessions; this one gets fresh tokens. */
export const changePasswordResponse = tokenPairResponse.extend({
  message: z.string(),
});

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

const tokenField = z
  .string({ error: MESSAGES.resetTokenInvalid })
  .trim()
  .min(16, MESSAGES.resetTokenInvalid)
  .max(200, MESSAGES.resetTokenInvalid);
export const resetPasswordSchema = z.object({
  token: tokenField,
  new_password: passwordField,
  email: emailField.optional(),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;
export const resetTokenCheckSchema = z.object({ token: tokenField });
export const resetTokenCheckResponse = z.object({
  valid: z.literal(true),
  email: z.string(),
});

export const confirmEmailSchema = z.object({
  token: z
    .string({ error: MESSAGES.confirmTokenInvalid })
    .trim()
    .min(16, MESSAGES.confirmTokenInvalid)
    .max(200, MESSAGES.confirmTokenInvalid),
});
export const confirmEmailResponse = z.object({
  message: z.string(),
  user: userSchema,
});
