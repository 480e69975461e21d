import { idParam } from '../common';
import { access, endpoint } from '../endpoint';
import {
  moderationCommentPage,
  moderationDecisionResponse,
  moderationDecisionSchema,
  moderationPostPage,
  moderationQueueQuery,
  reportInputSchema,
  reportResponse,
} from '../moderation';

const reportTags = ['community moderation'];
const queueTags = ['admin moderation'];
const moderators = access.permission('moderation');

const reportDescription =
  'Any confirmed member, once per item (a second report answers 409); not on their own content (403). ' +
  'An item reported by REPORT_HIDE_THRESHOLD distinct trusted members is hidden until a moderator decides. ' +
  'Trusted: an active, confirmed account at least REPORT_TRUST_MIN_ACCOUNT_DAYS days old, none of whose ' +
  'reports a moderator ever dismissed (staff always are); other reports are kept for the moderators but ' +
  'hide nothing. At most RATE_LIMITS.reportsPerAccount reports an hour per member, posts, comments and ' +
  'messages together (429 with Retry-After, nothing recorded); a report refused with 403, 404 or 409 ' +
  'uses none of them.';
const queueDescription =
  'One entry per reported item with its real author (even when posted anonymously), the report count, ' +
  'the newest reports and the first and last report times. open: hidden items first, then the longest ' +
  'waiting, each with trusted_report_count, the open reports that count toward hiding.';
const decisionDescription =
  'approve: visible again, reports closed as approved. remove: taken down, the author is mailed the reason ' +
  '(required). dismiss: reports closed as dismissed, a hidden item becomes visible, and their reporters ' +
  'no longer count toward hiding anything. Every decision is audited.';

/**
 * Members' reports of posts and comments (beside the community calls), and the moderators' queues and
 * decisions under /api/admin/moderation. Reported conversation messages are declared with the conversations.
 */
export const moderationApi = {
  reportPost: endpoint({
    method: 'POST',
    path: '/api/community/posts/:id/report',
    access: access.member,
    tags: reportTags,
    summary: 'Report a post to the moderators',
    description: reportDescription,
    params: idParam,
    body: reportInputSchema,
    responses: { 201: reportResponse },
  }),
  reportComment: endpoint({
    method: 'POST',
    path: '/api/community/comments/:id/report',
    access: access.member,
    tags: reportTags,
    summary: 'Report a comment to the moderators',
    description: reportDescription,
    params: idParam,
    body: reportInputSchema,
    responses: { 201: reportResponse },
  }),

  postQueue: endpoint({
    method: 'GET',
    path: '/api/admin/moderation/posts',
    access: moderators,
    tags: queueTags,
    summary: 'Reported posts',
    description: queueDescription,
    query: moderationQueueQuery,
    responses: { 200: moderationPostPage },
  }),
  commentQueue: endpoint({
    method: 'GET',
    path: '/api/admin/moderation/comments',
    access: moderators,
    tags: queueTags,
    summary: 'Reported comments',
    description: queueDescription,
    query: moderationQueueQuery,
    responses: { 200: moderationCommentPage },
  }),
  decidePost: endpoint({
    method: 'POST',
    path: '/api/admin/moderation/posts/:id/decision',
    access: moderators,
    tags: queueTags,
    summary: 'Decide on a post',
    description: decisionDescription,
    params: idParam,
    body: moderationDecisionSchema,
    responses: { 200: moderationDecisionResponse },
  }),
  decideComment: endpoint({
    method: 'POST',
    path: '/api/admin/moderation/comments/:id/decision',
    access: moderators,
    tags: queueTags,
    summary: 'Decide on a comment',
    description: decisionDescription,
    params: idParam,
    body: moderationDecisionSchema,
    responses: { 200: moderationDecisionResponse },
  }),
};
