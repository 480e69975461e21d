import type { NotificationType } from './notifications';

/** A notification as a module words it for one recipient; the notifications service delivers it. */
export type NotificationNotice = {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  /** An in-app path such as `/community/posts/<slug>`; anything else is dropped. */
  link?: string | null;
  /**
   * Collapses bursts: while an unread notification of the same user, type and key exists, it is updated
   * (new text, moved to the top) instead of adding another. E.g. `post:<id>`, `conversation:<id>`.
   */
  groupKey?: string;
  /**
   * The module mails this news itself (an appointment's calendar invitation, ADR 014): the batched summary
   * e-mail leaves it out, so nobody is mailed twice about one change. The in-app notification is unchanged.
   */
  mailedSeparately?: boolean;
};

/*
 * The wording of every notification the existing modules send, in one place. An actor who posted
 * anonymously is never named: callers pass `null` and the text says "Someone".
 */

const TITLE_IN_TEXT_MAX = 60;
const quoted = (title: string) =>
  `“${title.length > TITLE_IN_TEXT_MAX ? `${title.slice(0, TITLE_IN_TEXT_MAX - 1)}…` : title}”`;
const who = (name: string | null) => name ?? 'Someone';
const postLink = (slug: string) => `/community/posts/${slug}`;

type PostRef = { id: number; slug: string; title: string };

export const commentOnPostNotice = (
  recipientId: number,
  actor: string | null,
  post: PostRef,
): NotificationNotice => ({
  userId: recipientId,
  type: 'comment_on_post',
  title: 'New comment on your post',
  message: `${who(actor)} commented on your post ${quoted(post.title)}.`,
  link: postLink(post.slug),
});

export const replyToCommentNotice = (
  recipientId: number,
  actor: string | null,
  post: PostRef,
): NotificationNotice => ({
  userId: recipientId,
  type: 'reply_to_comment',
  title: 'New reply to your comment',
  message: `${who(actor)} replied to your comment on ${quoted(post.title)}.`,
  link: postLink(post.slug),
});

/** One notification per post while unread (group key), its text saying how many members reacted. */
export const postReactionNotice = (
  recipientId: number,
  actor: string,
  reactors: number,
  post: PostRef,
): NotificationNotice => {
  const others = reactors - 1;
  const subject = others > 0 ? `${actor} and ${others} other${others === 1 ? '' : 's'}` : actor;
  return {
    userId: recipientId,
    type: 'post_reaction',
    title: 'New reactions to your post',
    message: `${subject} reacted to your post ${quoted(post.title)}.`,
    link: postLink(post.slug),
    groupKey: `post:${post.id}`,
  };
};

export const newFollowerNotice = (
  recipientId: number,
  actor: string,
  actorId: number,
): NotificationNotice => ({
  userId: recipientId,
  type: 'new_follower',
  title: 'New follower',
  message: `${actor} started following you.`,
  link: '/community',
  groupKey: `follower:${actorId}`,
});

export const moderationNotice = (
  recipientId: number,
  item: { kind: 'post' | 'comment'; post: PostRef },
  outcome: 'removed' | 'restored',
  reason: string | null,
): NotificationNotice => ({
  userId: recipientId,
  type: 'moderation_decision',
  title: outcome === 'removed' ? `Your ${item.kind} was removed` : `Your ${item.kind} is visible again`,
  message:
    outcome === 'removed'
      ? `A moderator removed your ${item.kind}${item.kind === 'comment' ? ` on ${quoted(item.post.title)}` : ` ${quoted(item.post.title)}`}. Reason: ${reason ?? 'not given'}`
      : `A moderator reviewed your ${item.kind}${item.kind === 'comment' ? ` on ${quoted(item.post.title)}` : ` ${quoted(item.post.title)}`} and it is visible again.`,
  // A removed post cannot be opened by its author's link any more than by anyone's; a comment's post can.
  link: outcome === 'removed' && item.kind === 'post' ? null : postLink(item.post.slug),
});

export const passwordChangedNotice = (userId: number): NotificationNotice => ({
  userId,
  type: 'security',
  title: 'Your password was changed',
  message:
    'The password of your account was changed. If this was not you, reset your password now and contact support.',
  link: '/settings',
});

export const emailChangedNotice = (userId: number, newEmail: string): NotificationNotice => ({
  userId,
  type: 'security',
  title: 'Your e-mail address was changed',
  message: `The e-mail address of your account was changed to ${newEmail}. If this was not you, contact support at once.`,
  link: '/settings',
});
