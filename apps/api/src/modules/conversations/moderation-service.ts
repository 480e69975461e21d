import {
  CONVERSATION_MESSAGES,
  MODERATION_MESSAGES,
  MODERATION_REASONS_SHOWN,
  OUTCOME_OF_DECISION,
  conflict,
  notFound,
  type MessageDecisionResponse,
  type ModerationDecision,
  type ModerationMessagePage,
  type ModerationPerson,
  type ReportStatus,
} from '@fertilia/contracts';
import { inTransaction, type Context, type MemberContext } from '../../http/context';
import { recordAudit } from '../audit/service';
import { announceMessageRemoved } from './live';
import {
  findMessagesWithAuthors,
  listReportedMessages,
  listReportsOfMessages,
  lockMessage,
  markMessageRemoved,
  reportCounts,
  resolveMessageReports,
  type MessageReportRow,
  type PersonRow,
} from './moderation-repo';
import type { Page } from './repo';

/*
 * Moderating reported conversation messages. Moderators see the reported message, its sender and the
 * reports, never the rest of the conversation. A decision closes every open report of the message at once.
 */

const toPerson = (row: PersonRow): ModerationPerson => ({
  id: row.id,
  username: row.username,
  display_name:
    [row.firstName, row.lastName]
      .filter((part) => part?.trim())
      .join(' ')
      .trim() || row.username,
  role: row.role,
});

const toReport = (row: MessageReportRow) => ({
  id: row.id,
  reporter: toPerson(row.reporter),
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
  decision: row.decision,
  decision_reason: row.decisionReason,
  resolved_at: row.resolvedAt?.toISOString() ?? null,
});

/** One entry per reported message with open (or resolved) reports, the longest waiting first. */
export async function messageQueue(
  ctx: Context,
  query: { status: ReportStatus } & Page,
): Promise<ModerationMessagePage> {
  const { groups, total } = await listReportedMessages(ctx.db, query.status, query);
  const ids = groups.map((g) => g.messageId);
  const [messages, reports] = await Promise.all([
    findMessagesWithAuthors(ctx.db, ids),
    listReportsOfMessages(ctx.db, query.status, ids),
  ]);
  const byId = new Map(messages.map((m) => [m.message.id, m]));
  const items = groups.flatMap((group) => {
    const found = byId.get(group.messageId);
    if (!found) return [];
    const { message, author } = found;
    return [
      {
        message: {
          id: message.id,
          conversation_id: message.conversationId,
          content: message.content,
          status: message.removedAt ? ('removed' as const) : ('visible' as const),
          moderation_reason: message.removalReason,
          author: toPerson(author),
          created_at: message.createdAt.toISOString(),
        },
        report_count: group.reportCount,
        reports: reports
          .filter((r) => r.messageId === message.id)
          .slice(0, MODERATION_REASONS_SHOWN)
          .map(toReport),
        first_reported_at: group.firstAt.toISOString(),
        last_reported_at: group.lastAt.toISOString(),
      },
    ];
  });
  return { items, total, skip: query.skip, limit: query.limit };
}

/**
 * A moderator's decision on a reported message. remove: the message reads as removed for everyone, on open
 * threads at once (message_removed) and on every later load (the row stays for the record), and the sender
 * is told the reason; approve and dismiss leave it as it is and the sender never learns it was reported.
 * Every open report is closed with the outcome, in one transaction under the message's lock, with one audit
 * entry. A message nobody reported is not the moderators' to see (404); one whose reports were all decided
 * already answers 409.
 */
export async function decideMessage(
  ctx: MemberContext,
  { messageId, ...input }: { messageId: number; decision: ModerationDecision; reason?: string },
): Promise<MessageDecisionResponse> {
  const now = ctx.clock.now();
  const { resolved, conversationId } = await inTransaction(ctx, async (tx) => {
    const message = await lockMessage(tx.db, messageId);
    const counts = message ? await reportCounts(tx.db, message.id) : { open: 0, all: 0 };
    if (!message || counts.all === 0) throw notFound(CONVERSATION_MESSAGES.messageNotFound);
    if (message.removedAt) throw conflict(CONVERSATION_MESSAGES.messageAlreadyRemoved);
    if (counts.open === 0) throw conflict(CONVERSATION_MESSAGES.reportsAlreadyDecided);
    const closed = await resolveMessageReports(tx.db, message.id, {
      decision: OUTCOME_OF_DECISION[input.decision],
      reason: input.reason ?? null,
      by: tx.actor.id,
      at: now,
    });
    if (input.decision === 'remove') {
      await markMessageRemoved(tx.db, message.id, input.reason!, now);
      await tx.notifications.notify(
        {
          userId: message.senderId,
          type: 'moderation_decision',
          title: CONVERSATION_MESSAGES.removedTitle,
          message: CONVERSATION_MESSAGES.removedText(input.reason!),
          link: `/messages/${message.conversationId}`,
        },
        tx.db,
      );
    }
    await recordAudit(tx, {
      action: 'conversation.message_decided',
      targetUserId: message.senderId,
      details: {
        message_id: message.id,
        conversation_id: message.conversationId,
        decision: input.decision,
        reports: closed,
      },
    });
    return { resolved: closed, conversationId: message.conversationId };
  });
  // After commit, so open threads never show a removal that was rolled back.
  if (input.decision === 'remove') announceMessageRemoved(ctx, { conversationId, messageId });
  return {
    message: MODERATION_MESSAGES.decided[input.decision],
    target_type: 'message',
    target_id: messageId,
    decision: input.decision,
    status: input.decision === 'remove' ? 'removed' : 'visible',
    reports_resolved: resolved,
  };
}
