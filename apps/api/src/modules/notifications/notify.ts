import type { NotificationType } from '@fertilia/contracts';
import type { Transaction } from '../../db/client';

/** What a module tells the notifications service; texts are final (already worded for the recipient). */
export type NotifyInput = {
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
};

export interface Notifier {
  /**
   * Records a notification and delivers it as the member's preferences allow (in-app + socket push, batched
   * e-mail). With `tx` the rows are written inside the caller's transaction and the push happens after commit.
   * Delivery failures are logged, never thrown into the caller's request.
   */
  notify(input: NotifyInput, tx?: Transaction): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifier;
  }
}
