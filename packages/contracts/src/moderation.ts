import { z } from 'zod';
import { pageOf, pagingQuery } from './common';
import { CONTENT_STATUSES } from './community';
import { RATE_LIMITS } from './constants';
import { ROLES } from './roles';

/**
 * Distinct trusted members whose open reports hide an item until a moderator reviews it (issue 5 item 7).
 * Untrusted members' reports are kept and shown to moderators, but never hide anything (ADR 009, finding 12).
 */
export const REPORT_HIDE_THRESHOLD = 3;
/**
 * A member's reports count toward hiding once their account is this many days old, confirmed and active, and
 * no report of theirs was ever dismissed by a moderator. Staff reports always count.
 */
export const REPORT_TRUST_MIN_ACCOUNT_DAYS = 3;
export const REPORT_REASON_MIN = 5;
export const REPORT_REASON_MAX = 500;
/** The queue shows at most this many reasons per item (the newest); `report_count` still counts them all. */
export const MODERATION_REASONS_SHOWN = 50;

/** What members report from the community pages (the target_type of their answers). */
export const REPORT_TARGETS = ['post', 'comment'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
/** Everything one moderation queue holds: community posts and comments, and conversation messages. */
export const MODERATION_TARGETS = [...REPORT_TARGETS, 'message'] as const;
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const MODERATION_DECISIONS = ['approve', 'remove', 'dismiss'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];
/** What a resolved report records for each decision. */
export const REPORT_OUTCOMES = ['approved', 'removed', 'dismissed'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
export const OUTCOME_OF_DECISION: Record<ModerationDecision, ReportOutcome> = {
  approve: 'approved',
  remove: 'removed',
  dismiss: 'dismissed',
};

export const MODERATION_MESSAGES = {
  reasonRequired: 'Please give a reason',
  reasonMin: `Reason must be at least ${REPORT_REASON_MIN} characters`,
  reasonMax: `Reason must be at most ${REPORT_REASON_MAX} characters`,
  removeReasonRequired: 'A reason is required to remove content; the author is told it',
  decisionInvalid: `Decision must be one of: ${MODERATION_DECISIONS.join(', ')}`,
  queueStatusInvalid: `Status must be one of: ${REPORT_STATUSES.join(', ')}`,
  ownPost: 'You cannot report your own post',
  ownComment: 'You cannot report your own comment',
  alreadyReportedPost: 'You have already reported this post',
  alreadyReportedComment: 'You have already reported this comment',
  reportReceived: 'Thank you. A moderator will review it.',
  tooManyReports: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return (
      `You can send up to ${RATE_LIMITS.reportsPerAccount.max} reports an hour. ` +
      `Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
    );
  },
  postAlreadyRemoved: 'This post has already been removed',
  commentAlreadyRemoved: 'This comment has already been removed',
  decided: {
    approve: 'Approved: the content is visible and its reports are closed',
    remove: 'Removed: the author has been told the reason',
    dismiss: 'Reports dismissed',
  } satisfies Record<ModerationDecision, string>,
  // client texts for the moderation screens
  reportFailed: 'Unable to send your report. Please try again later.',
  queueLoadFailed: 'Unable to load the moderation queue. Please try again later.',
  decisionFailed: 'Unable to save the decision. Please try again later.',
} as const;

const reason = z
  .string({ error: MODERATION_MESSAGES.reasonRequired })
  .trim()
  .min(REPORT_REASON_MIN, MODERATION_MESSAGES.reasonMin)
  .max(REPORT_REASON_MAX, MODERATION_MESSAGES.reasonMax);

/** POST /api/community/posts/{id}/report and /api/community/comments/{id}/report */
export const reportInputSchema = z.object({ reason });
export type ReportInput = z.input<typeof reportInputSchema>;

/**
 * 201 for a new report. A second report of the same item by the same member is refused with 409 (the
 * first one stands; reporting is not a vote a member can repeat).
 */
export const reportResponse = z.object({
  message: z.string(),
  target_type: z.enum(REPORT_TARGETS),
  target_id: z.number().int(),
});
export type ReportResponse = z.infer<typeof reportResponse>;

/** GET /api/admin/moderation/posts|comments — `open` (default) lists open reports, `resolved` closed ones. */
export const moderationQueueQuery = pagingQuery().extend({
  status: z.enum(REPORT_STATUSES, { error: MODERATION_MESSAGES.queueStatusInvalid }).default('open'),
});
export type ModerationQueueQuery = z.input<typeof moderationQueueQuery>;

/**
 * POST /api/admin/moderation/posts|comments/{id}/decision. The reason is required to remove (the author
 * reads it) and optional otherwise (kept on the resolved reports as the moderator's note).
 */
export const moderationDecisionSchema = z
  .object({
    decision: z.enum(MODERATION_DECISIONS, { error: MODERATION_MESSAGES.decisionInvalid }),
    reason: reason.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'remove' && value.reason === undefined)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: MODERATION_MESSAGES.removeReasonRequired });
  });
export type ModerationDecisionInput = z.input<typeof moderationDecisionSchema>;

/** Who wrote or reported something, as staff see it: the real person, anonymous or not. */
export const moderationPersonSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  role: z.enum(ROLES),
});
export type ModerationPerson = z.infer<typeof moderationPersonSchema>;

export const moderationReportSchema = z.object({
  id: z.number().int(),
  reporter: moderationPersonSchema.nullable(),
  reason: z.string(),
  created_at: z.string(),
  decision: z.enum(REPORT_OUTCOMES).nullable(),
  decision_reason: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

/** The report fields every moderation queue item carries (posts, comments, conversation messages). */
export const reportSummary = {
  report_count: z.number().int(),
  /**
   * Open queues of posts and comments only: how many of the open reports come from trusted members, the ones
   * that count toward REPORT_HIDE_THRESHOLD (trust as of now).
   */
  trusted_report_count: z.number().int().optional(),
  reports: z.array(moderationReportSchema),
  first_reported_at: z.string(),
  last_reported_at: z.string(),
};
export type ReportSummary = z.infer<z.ZodObject<typeof reportSummary>>;

export const moderatedPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  is_anonymous: z.boolean(),
  status: z.enum(CONTENT_STATUSES),
  moderation_reason: z.string().nullable(),
  author: moderationPersonSchema,
  created_at: z.string(),
});
export type ModeratedPost = z.infer<typeof moderatedPostSchema>;
export const moderationPostItemSchema = z.object({ post: moderatedPostSchema, ...reportSummary });
export type ModerationPostItem = z.infer<typeof moderationPostItemSchema>;

export const moderatedCommentSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  post_id: z.number().int(),
  post_slug: z.string(),
  post_title: z.string(),
  parent_id: z.number().int().nullable(),
  is_anonymous: z.boolean(),
  status: z.enum(CONTENT_STATUSES),
  moderation_reason: z.string().nullable(),
  author: moderationPersonSchema,
  created_at: z.string(),
});
export type ModeratedComment = z.infer<typeof moderatedCommentSchema>;
export const moderationCommentItemSchema = z.object({ comment: moderatedCommentSchema, ...reportSummary });
export type ModerationCommentItem = z.infer<typeof moderationCommentItemSchema>;

export const moderationPostPage = pageOf(moderationPostItemSchema);
export type ModerationPostPage = z.infer<typeof moderationPostPage>;
export const moderationCommentPage = pageOf(moderationCommentItemSchema);
export type ModerationCommentPage = z.infer<typeof moderationCommentPage>;

export const moderationDecisionResponse = z.object({
  message: z.string(),
  target_type: z.enum(REPORT_TARGETS),
  target_id: z.number().int(),
  decision: z.enum(MODERATION_DECISIONS),
  status: z.enum(CONTENT_STATUSES),
  reports_resolved: z.number().int(),
});
export type ModerationDecisionResponse = z.infer<typeof moderationDecisionResponse>;
