import { chatMessageIdParam, messageDecisionResponse, moderationMessagePage } from '../conversations';
import { access, endpoint } from '../endpoint';
import { moderationDecisionSchema, moderationQueueQuery } from '../moderation';

const tags = ['admin moderation'];
const moderators = access.permission('moderation');

/**
 * Reported conversation messages, beside the post and comment queues under /api/admin/moderation. Only the
 * reported message is shown, never the rest of the conversation.
 */
export const messageModerationApi = {
  queue: endpoint({
    method: 'GET',
    path: '/api/admin/moderation/messages',
    access: moderators,
    tags,
    summary: 'Reported conversation messages',
    description:
      'One entry per reported message with its sender, the report count, the newest reports and the first ' +
      'and last report times. open: the longest waiting first; resolved: the latest decision first, like the ' +
      'post and comment queues. The rest of the conversation stays private.',
    query: moderationQueueQuery,
    responses: { 200: moderationMessagePage },
  }),
  decide: endpoint({
    method: 'POST',
    path: '/api/admin/moderation/messages/:id/decision',
    access: moderators,
    tags,
    summary: 'Decide on a reported message',
    description:
      'remove: the message reads as removed for every participant and its sender is told the reason ' +
      '(required). approve / dismiss: the reports are closed and the message stays; dismissed reports cost ' +
      'their reporters the trust that lets reports hide posts and comments. Every open report of the ' +
      'message is closed together; audited. 404 for a message nobody reported, 409 once decided.',
    params: chatMessageIdParam,
    body: moderationDecisionSchema,
    responses: { 200: messageDecisionResponse },
  }),
};
