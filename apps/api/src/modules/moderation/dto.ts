import type {
  ModerationCommentItem,
  ModerationPerson,
  ModerationPostItem,
  ModerationReport,
} from '@fertilia/contracts';
import type {
  CommentWithAuthor,
  PersonRow,
  PostWithAuthor,
  QueueGroup,
  ReportWithReporter,
} from './queue-repo';

/** "First Last" when given, else the username. */
export const personName = (row: Pick<PersonRow, 'firstName' | 'lastName' | 'username'>): string =>
  [row.firstName, row.lastName]
    .filter((part) => part?.trim())
    .join(' ')
    .trim() || row.username;

/** Staff see the real person behind anonymous content: moderating it means knowing who wrote it. */
export const toPerson = (row: PersonRow): ModerationPerson => ({
  id: row.id,
  username: row.username,
  display_name: personName(row),
  role: row.role,
});

export const toReport = (row: ReportWithReporter): ModerationReport => ({
  id: row.id,
  // A reporter whose account was deleted takes the report with them (cascade); null is defensive only.
  reporter: row.reporter ? toPerson(row.reporter) : null,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
  decision: row.decision,
  decision_reason: row.decisionReason,
  resolved_at: row.resolvedAt?.toISOString() ?? null,
});

const summary = (group: QueueGroup, reports: ReportWithReporter[]) => ({
  report_count: group.reportCount,
  reports: reports.map(toReport),
  first_reported_at: group.firstAt.toISOString(),
  last_reported_at: group.lastAt.toISOString(),
});

export const toPostItem = (
  group: QueueGroup,
  { post, author }: PostWithAuthor,
  reports: ReportWithReporter[],
): ModerationPostItem => ({
  post: {
    id: post.id,
    slug: post.slug,
    title: post.title,
    content: post.content,
    category: post.category,
    is_anonymous: post.isAnonymous,
    status: post.status,
    moderation_reason: post.moderationReason,
    author: toPerson(author),
    created_at: post.createdAt.toISOString(),
  },
  ...summary(group, reports),
});

export const toCommentItem = (
  group: QueueGroup,
  { comment, post, author }: CommentWithAuthor,
  reports: ReportWithReporter[],
): ModerationCommentItem => ({
  comment: {
    id: comment.id,
    content: comment.content,
    post_id: comment.postId,
    post_slug: post.slug,
    post_title: post.title,
    parent_id: comment.parentId,
    is_anonymous: comment.isAnonymous,
    status: comment.status,
    moderation_reason: comment.moderationReason,
    author: toPerson(author),
    created_at: comment.createdAt.toISOString(),
  },
  ...summary(group, reports),
});
