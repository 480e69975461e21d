import type { SupportMessageDetail, SupportMessageSummary } from '@fertilia/contracts';
import type { ContactMessageRow, ContactMessageSummaryRow, ContactReplyWithAuthor } from './repo';

const PREVIEW_CHARS = 160;

/** The first characters of a message on one line, for the inbox list. */
export const previewOf = (message: string): string => {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS - 1)}…` : line;
};

export const toSupportMessageSummary = (row: ContactMessageSummaryRow): SupportMessageSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  preview: previewOf(row.message),
  status: row.status,
  reply_count: row.replyCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toSupportMessageDetail = (
  row: ContactMessageRow,
  replies: ContactReplyWithAuthor[],
): SupportMessageDetail => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  replies: replies.map((r) => ({
    id: r.id,
    body: r.body,
    author_id: r.authorId,
    author_name: r.authorName,
    created_at: r.createdAt.toISOString(),
  })),
});
