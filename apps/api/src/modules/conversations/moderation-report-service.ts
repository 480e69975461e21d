import type { MemberContext, Context } from '../../http/context';
import { toMemberCard } from '../community/member-card-service';
import { reportItem } from '../moderation/report-service';
import { reportList } from '../moderation/queue-service';
import { toPublicMessage } from './dto';
import { findMessagesWithSenders } from './message-repo';
import { messageTarget } from './moderation-target-service';
import { findMemberCards } from './moderation-target-repo';
import type { Page } from './repo';

/**
 * A participant reports a message they can see to the moderators: once per message, never their own; anyone
 * else is told the message does not exist. The one report pipeline records and audits it.
 */
export async function reportMessage(
  ctx: MemberContext,
  { messageId, reason }: { messageId: number; reason: string },
) {
  const { message } = await reportItem(ctx, messageTarget, { id: messageId, reason });
  return { message, message_id: messageId };
}

/** For moderators: the reported messages themselves (never the rest of the thread) and who reported them. */
export async function messageReports(ctx: Context, query: { status: 'open' | 'resolved' } & Page) {
  const { rows, total } = await reportList(ctx, messageTarget, query);
  const [messages, reporters] = await Promise.all([
    findMessagesWithSenders(ctx.db, [...new Set(rows.map((r) => r.targetId))]),
    findMemberCards(ctx.db, [...new Set(rows.map((r) => r.reporterId))]),
  ]);
  const messageOf = new Map(messages.map((m) => [m.message.id, m]));
  const reporterOf = new Map(reporters.map((r) => [r.id, r]));
  const items = rows.flatMap((report) => {
    const message = messageOf.get(report.targetId);
    const reporter = reporterOf.get(report.reporterId);
    return message && reporter
      ? [
          {
            id: report.id,
            reason: report.reason,
            status: report.status,
            created_at: report.createdAt.toISOString(),
            reporter: toMemberCard(reporter),
            message: toPublicMessage(message),
          },
        ]
      : [];
  });
  return { items, total, skip: query.skip, limit: query.limit };
}
