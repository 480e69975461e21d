import { MessageSquareWarning, MessagesSquare, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { ModerationCommentItem, ModerationMessageItem, ModerationPostItem } from '@fertilia/contracts';

export const QUEUE_KINDS = ['posts', 'comments', 'messages'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

type QueueTexts = {
  /** The reported thing, one and several: "post", "posts". */
  one: 'post' | 'comment' | 'message';
  many: string;
  path: string;
  /** Its tab in the queues' navigation. */
  tab: string;
  icon: LucideIcon;
  title: string;
  description: string;
  /** What an empty open queue explains. */
  openHint: string;
  /** What removing one does, asked before it is done. */
  removal: string;
};

const HELD_HINT = 'When members report something it appears here; three reports hide it until you decide.';
const COMMUNITY_REMOVAL = 'Members will no longer see it, and its author is e-mailed the reason you give.';

/** Every queue of the moderation screens, described once: the pages, tabs, overview and dialogs read it. */
export const QUEUES: Record<QueueKind, QueueTexts> = {
  posts: {
    one: 'post',
    many: 'posts',
    path: '/admin/post-moderation',
    tab: 'Posts',
    icon: ShieldCheck,
    title: 'Post moderation',
    description:
      'Reported community posts, hidden ones first. Authors of anonymous posts are shown to moderators only.',
    openHint: HELD_HINT,
    removal: COMMUNITY_REMOVAL,
  },
  comments: {
    one: 'comment',
    many: 'comments',
    path: '/admin/comment-moderation',
    tab: 'Comments',
    icon: MessageSquareWarning,
    title: 'Comment moderation',
    description:
      'Reported comments, hidden ones first. Authors of anonymous comments are shown to moderators only.',
    openHint: HELD_HINT,
    removal: COMMUNITY_REMOVAL,
  },
  // A conversation message is never hidden by reports: it stays until a moderator decides.
  messages: {
    one: 'message',
    many: 'messages',
    path: '/admin/message-moderation',
    tab: 'Messages',
    icon: MessagesSquare,
    title: 'Message moderation',
    description:
      'Reported conversation messages, the longest waiting first. Only the reported message is shown, never the rest of the conversation.',
    openHint: 'When a participant reports a conversation message it appears here, on its own.',
    removal: 'The participants will read it as removed, and its sender is told the reason you give.',
  },
};

/** One entry of any queue: the reported item under its kind's key, and the reports. */
export type QueueEntry = ModerationPostItem | ModerationCommentItem | ModerationMessageItem;
export type QueuedItem =
  ModerationPostItem['post'] | ModerationCommentItem['comment'] | ModerationMessageItem['message'];

/** The reported item of an entry, whatever its kind. */
export const itemOf = (entry: QueueEntry): QueuedItem =>
  'post' in entry ? entry.post : 'comment' in entry ? entry.comment : entry.message;
