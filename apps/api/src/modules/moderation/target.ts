import type {
  ContentStatus,
  ModerationPerson,
  ModerationTarget,
  NotificationNotice,
} from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import type { Context, MemberContext } from '../../http/context';
import type { AuditAction } from '../audit/service';

/*
 * The one report model's view of a reported thing. Each kind of target (post, comment, message) has an
 * adapter, written by the module that owns it and reached through that module's moderation-target-service;
 * the moderation module owns everything around it: reports, the queue, the decision path, hiding at the
 * threshold, the audit trail and what the author is told.
 */

/** A context whose `db` is the transaction the report or decision runs in. */
export type TxContext<C extends Context = Context> = C & { db: Transaction };

/** What the pipeline reads of any reported item. Messages are never hidden: 'visible' or 'removed'. */
export type ModeratedItem = { id: number; authorId: number; status: ContentStatus };

/** Tells open screens what changed; run after commit, so nobody sees a change that was rolled back. */
export type Announcement = (ctx: Context) => void;

/** One item as the moderators' queue shows it; the pipeline names the author. */
export type QueueView<V> = { id: number; authorId: number; show: (author: ModerationPerson) => V };

export type TargetAdapter<
  T extends ModerationTarget = ModerationTarget,
  I extends ModeratedItem = ModeratedItem,
  V = unknown,
> = {
  type: T;
  texts: {
    /** The item is missing, or not the caller's to see (the same answer, so nothing leaks). */
    notFound: string;
    ownItem: string;
    alreadyReported: string;
    alreadyRemoved: string;
  };
  /** Whether REPORT_HIDE_THRESHOLD reports hold the item (hidden) until a moderator decides. */
  holdsAtThreshold: boolean;
  /**
   * Private content (conversation messages): moderators see and decide only what someone reported, and
   * only while reports are open; a decided item answers `alreadyDecided` (409).
   */
  onlyWhileReported: { alreadyDecided: string } | null;
  audit: {
    reported: AuditAction;
    decided: AuditAction;
    /** Identifiers that name the item in the audit trail (never its text). */
    ids: (item: I) => Record<string, number>;
  };
  /** The item, locked, when the reporting member may see it; undefined otherwise. */
  findForReport: (tx: TxContext<MemberContext>, id: number) => Promise<I | undefined>;
  /** The item, locked for a decision, whoever may see it. */
  lock: (tx: TxContext, id: number) => Promise<I | undefined>;
  /** Moves the item to `to` (hide, restore or remove; `reason` only for a removal); what to announce. */
  setStatus: (
    tx: TxContext,
    change: { item: I; to: ContentStatus; reason: string | null },
  ) => Promise<Announcement | null>;
  /** What the author is told in the app when the item is removed or comes back; null: nothing. */
  notice: (item: I, outcome: 'removed' | 'restored', reason: string | null) => NotificationNotice | null;
  /** What the removal e-mail quotes; null: no e-mail (the notification says it). */
  removalMail: (item: I) => { kind: 'post' | 'comment'; text: string } | null;
  /** The listed items as moderators see them (original text, real author); missing ones are left out. */
  queueViews: (ctx: Context, ids: number[]) => Promise<QueueView<V>[]>;
};
