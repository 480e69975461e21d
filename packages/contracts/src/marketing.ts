import { z } from 'zod';
import { pageOf, paginationQuery } from './common';
import { MESSAGES } from './messages';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  CONTACT_STATUSES,
  MARKETING_EMAIL_MAX,
  MARKETING_MESSAGES,
  SIMPLE_EMAIL_PATTERN,
  SUPPORT_REPLY_MAX,
  WAITLIST_NAME_MAX,
  WAITLIST_ROLE_INTERESTS,
  WAITLIST_SOURCE_MAX,
} from './marketing-rules';

export * from './marketing-rules';

/** Spec 02 §5: newsletter, waitlist and contact addresses fail with one text, 'Please enter a valid email'. */
export const marketingEmailField = z
  .string({ error: MESSAGES.validEmailRequired })
  .trim()
  .toLowerCase()
  .max(MARKETING_EMAIL_MAX, MESSAGES.validEmailRequired)
  .regex(SIMPLE_EMAIL_PATTERN, MESSAGES.validEmailRequired);

/** POST /api/marketing/newsletter/subscribe/ — consent defaults to true, and false is refused. */
export const newsletterSubscribeSchema = z.object({
  email: marketingEmailField,
  consent_marketing: z
    .boolean({ error: MARKETING_MESSAGES.consentRequired })
    .optional()
    .default(true)
    .refine((v) => v, { error: MARKETING_MESSAGES.consentRequired }),
});
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeSchema>;

/** The token of a confirmation or unsubscribe link. */
export const newsletterTokenSchema = z.object({
  token: z
    .string({ error: MARKETING_MESSAGES.newsletterTokenRequired })
    .trim()
    .min(1, MARKETING_MESSAGES.newsletterTokenRequired)
    .max(200, MESSAGES.newsletterLinkInvalid),
});
export type NewsletterTokenRequest = z.input<typeof newsletterTokenSchema>;

/** An optional text field: blank counts as absent. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

export const waitlistRoleInterestSchema = z.enum(WAITLIST_ROLE_INTERESTS, {
  error: MARKETING_MESSAGES.waitlistRoleInterest,
});

/** POST /api/marketing/waitlist/ */
export const waitlistJoinSchema = z.object({
  email: marketingEmailField,
  name: optionalText(WAITLIST_NAME_MAX, MARKETING_MESSAGES.waitlistNameMax),
  role_interest: waitlistRoleInterestSchema.optional(),
  source: optionalText(WAITLIST_SOURCE_MAX, MARKETING_MESSAGES.waitlistSourceMax),
});
export type WaitlistJoinRequest = z.input<typeof waitlistJoinSchema>;

/** POST /api/contact/ — each failing field is reported with its own message (spec 02 §5). */
export const contactFormSchema = z.object({
  name: z
    .string({ error: MESSAGES.contactNameMin })
    .trim()
    .min(CONTACT_NAME_MIN, MESSAGES.contactNameMin)
    .max(CONTACT_NAME_MAX, MARKETING_MESSAGES.contactNameMax),
  email: marketingEmailField,
  message: z
    .string({ error: MESSAGES.contactMessageMin })
    .trim()
    .min(CONTACT_MESSAGE_MIN, MESSAGES.contactMessageMin)
    .max(CONTACT_MESSAGE_MAX, MARKETING_MESSAGES.contactMessageMax),
});
export type ContactFormRequest = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

export const contactStatusSchema = z.enum(CONTACT_STATUSES, {
  error: MARKETING_MESSAGES.contactStatusInvalid,
});

/** GET /api/admin/support/messages */
export const supportMessageListQuery = paginationQuery.extend({
  status: contactStatusSchema.optional(),
});
export type SupportMessageListQuery = z.input<typeof supportMessageListQuery>;

export const supportMessageSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The first lines of the message, for the list. */
  preview: z.string(),
  status: contactStatusSchema,
  reply_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupportMessageSummary = z.infer<typeof supportMessageSummarySchema>;
export const supportMessageListResponse = pageOf(supportMessageSummarySchema);
export type SupportMessageList = z.infer<typeof supportMessageListResponse>;

export const supportReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author_id: z.number().int().nullable(),
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type SupportReply = z.infer<typeof supportReplySchema>;

export const supportMessageDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: contactStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  replies: z.array(supportReplySchema),
});
export type SupportMessageDetail = z.infer<typeof supportMessageDetailSchema>;

/** POST /api/admin/support/messages/{id}/replies */
export const supportReplyInputSchema = z.object({
  body: z
    .string({ error: MARKETING_MESSAGES.replyRequired })
    .trim()
    .min(1, MARKETING_MESSAGES.replyRequired)
    .max(SUPPORT_REPLY_MAX, MARKETING_MESSAGES.replyMax),
});
export type SupportReplyInput = z.input<typeof supportReplyInputSchema>;

/** PUT /api/admin/support/messages/{id}/status */
export const supportStatusInputSchema = z.object({ status: contactStatusSchema });
export type SupportStatusInput = z.input<typeof supportStatusInputSchema>;
