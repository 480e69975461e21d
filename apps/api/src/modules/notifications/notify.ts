import type { NotificationNotice, NotificationType } from '@fertilia/contracts';
import type { Transaction } from '../../db/client';

/** What a module tells the notifications service; texts are final (already worded for the recipient). */
export type NotifyInput = NotificationNotice;

export type GroupRead = { userId: number; type: NotificationType; groupKey: string };

export interface Notifier {
  /**
   * Records a notification and delivers it as the member's preferences allow (in-app + socket push, batched
   * e-mail). With `tx` the rows are written inside the caller's transaction and the push happens after commit.
   * Delivery failures are logged, never thrown into the caller's request.
   */
  notify(input: NotifyInput, tx?: Transaction): Promise<void>;
  /**
   * Marks the member's unread notifications of one type and group key read (e.g. 'conversation_message' +
   * 'conversation:<id>' once she has read that conversation), then pushes the new unread count to her open
   * sockets. Call it after the caller's transaction has committed. Like notify, it never throws into the
   * caller's request: the badge is a side effect of the read, not the read. Returns how many were marked.
   */
  markGroupRead(input: GroupRead): Promise<number>;
  /**
   * Tells the member's open sockets her unread count, after a change of hers the caller has committed (a
   * mark-read or delete), so her other tabs and devices update their badge. Never throws.
   */
  pushUnreadCount(userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifier;
  }
}
