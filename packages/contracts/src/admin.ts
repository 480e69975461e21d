import { z } from 'zod';
import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from './constants';
import { MESSAGES } from './messages';
import { roleSchema, userStatusSchema } from './role-schemas';
import { userSchema } from './user';

/** POST /api/admin/users — spec 01 §7: search text, optional status and role (omitted when 'all'). */
export const adminUserSearchSchema = z.object({
  search: z.string().trim().max(100).optional().default(''),
  status: userStatusSchema.optional(),
  role: roleSchema.optional(),
  skip: z.number().int(MESSAGES.skipMin).min(0, MESSAGES.skipMin).optional().default(0),
  limit: z
    .number()
    .int(MESSAGES.limitRange)
    .min(1, MESSAGES.limitRange)
    .max(MAX_PAGE_SIZE, MESSAGES.limitRange)
    .optional()
    .default(DEFAULT_PAGE_SIZE),
});
export type AdminUserSearch = z.input<typeof adminUserSearchSchema>;
export const adminUserListResponse = z.object({
  users: z.array(userSchema),
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListResponse>;

/**
 * Who performed an audited action, as staff may know them: the account with its role, name and e-mail; an
 * account deleted since; someone not signed in (a failed sign-in); or the server itself.
 */
export const auditActorSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('user'),
    id: z.number().int(),
    role: roleSchema,
    /** Full name when given, else the username: the name the back office lists the account under. */
    name: z.string(),
    email: z.string(),
  }),
  /** The role it had when it acted, when that was recorded (events since migration 0012). */
  z.object({ kind: z.literal('deleted'), role: roleSchema.optional() }),
  z.object({ kind: z.literal('anonymous') }),
  z.object({ kind: z.literal('system') }),
]);
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor_id: z.number().int().nullable(),
  actor: auditActorSchema,
  target_user_id: z.number().int().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const adminUserDetailResponse = z.object({
  user: userSchema,
  recent_events: z.array(auditEventSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailResponse>;

/** Spec 01 §7: the admin client appends `?t={timestamp}` to defeat caches; accepted and ignored. */
export const cacheBusterQuery = z.object({ t: z.string().max(32).optional() });

export const adminRoleChangeSchema = z.object({ role: roleSchema });
export const adminStatusChangeSchema = z.object({ status: userStatusSchema });
