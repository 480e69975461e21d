import type { AuditActor, AuditEvent } from '@fertilia/contracts';
import type { Context } from '../../http/context';
import { insertAuditEvent, listAuditEventsForUser } from './repo';

export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.register',
  'auth.email_confirmed',
  'auth.email_change_requested',
  'auth.email_changed',
  'auth.password_changed',
  'auth.password_reset',
  'auth.refresh_reuse_detected',
  'auth.username_changed',
  'admin.role_changed',
  'admin.status_changed',
  'admin.plan_changed',
  'blog.post_created',
  'blog.post_updated',
  'blog.post_published',
  'blog.post_unpublished',
  'blog.post_deleted',
  'community.post_deleted',
  'community.comment_deleted',
  'community.name_visibility_changed',
  'content.faq_created',
  'content.faq_updated',
  'content.faq_deleted',
  'support.replied',
  'support.status_changed',
  'moderation.reported',
  'moderation.post_decided',
  'moderation.comment_decided',
  'conversation.message_reported',
  'conversation.message_decided',
  'notifications.preferences_changed',
  'notifications.unsubscribed',
  'cycle.days_imported',
  'cycle.day_deleted',
  'verification.submitted',
  'verification.approved',
  'verification.rejected',
  'consultation.schedule_changed',
  'consultation.availability_changed',
  'consultation.booked',
  'consultation.accepted',
  'consultation.rejected',
  'consultation.cancelled',
  'consultation.rescheduled',
  'consultation.completed',
  'consultation.reviewed',
  'consultation.notes_written',
  'consultation.notes_viewed',
  'consultation.patients_listed',
  'consultation.patient_viewed',
  'integrations.zoom_connected',
  'integrations.zoom_disconnected',
  'integrations.zoom_lost',
  'disputes.opened',
  'disputes.resolved',
  'wallet.viewed',
  'payout.requested',
  'payout.approved',
  'payout.refused',
  'payments.visit_payment_viewed',
  'subscription.created',
  'subscription.canceled',
  'subscription.resumed',
  'subscription.plan_changed',
  'subscription.card_changed',
  'ivf.prediction_created',
  'ivf.prediction_viewed',
  'assistant.context_consent_changed',
  'assistant.ratings_reviewed',
  'embryo.image_uploaded',
  'embryo.analysis_started',
  'embryo.analysis_viewed',
  'embryo.grade_reviewed',
  'embryo.analysis_deleted',
  'treatment.medications_viewed',
  'treatment.lab_results_viewed',
  'treatment.note_written',
  'treatment.note_corrected',
  'treatment.note_amended',
  'treatment.note_deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditInput = {
  action: AuditAction;
  /** Who acted, when not the context's caller (a sign-in names the account before it has a session). */
  actorId?: number | null;
  targetUserId?: number | null;
  /** Only identifiers and enum values here — never a password, token or health datum. */
  details?: Record<string, string | number | boolean | null>;
};

/**
 * Who acted when an event names no account. Only these actions happen without one: a failed sign-in comes
 * from someone not signed in, and refresh-token reuse is caught by the server itself. Every other action is
 * recorded with the account that performed it, so a missing actor there means that account was deleted
 * (deleting an account clears the events' reference to it but keeps the events).
 */
const ACTED_WITHOUT_ACCOUNT: Partial<Record<string, 'anonymous' | 'system'>> = {
  'auth.sign_in_failed': 'anonymous',
  'auth.refresh_reuse_detected': 'system',
  'integrations.zoom_lost': 'system',
} satisfies Partial<Record<AuditAction, 'anonymous' | 'system'>>;

/**
 * Records a sensitive action by the context's caller, from its address. Call it with the context of the
 * transaction the action runs in (inTransaction), so both land or neither.
 */
export const recordAudit = (ctx: Context, event: AuditInput) =>
  insertAuditEvent(ctx.db, {
    action: event.action,
    actorId: event.actorId !== undefined ? event.actorId : (ctx.actor?.id ?? null),
    targetUserId: event.targetUserId ?? null,
    ip: ctx.ip,
    details: event.details ?? null,
  });

type EventRow = Awaited<ReturnType<typeof listAuditEventsForUser>>[number];

function actorOf({ event, actor }: EventRow): AuditActor {
  if (actor) {
    const name = [actor.firstName, actor.lastName].filter(Boolean).join(' ') || actor.username;
    return { kind: 'user', id: actor.id, role: actor.role, name, email: actor.email };
  }
  const without = ACTED_WITHOUT_ACCOUNT[event.action];
  if (without) return { kind: without };
  return event.actorRole ? { kind: 'deleted', role: event.actorRole } : { kind: 'deleted' };
}

export async function recentAuditForUser(
  ctx: Context,
  { userId, limit = 20 }: { userId: number; limit?: number },
): Promise<AuditEvent[]> {
  const rows = await listAuditEventsForUser(ctx.db, userId, limit);
  return rows.map((row) => ({
    id: row.event.id,
    action: row.event.action,
    actor_id: row.event.actorId,
    actor: actorOf(row),
    target_user_id: row.event.targetUserId,
    ip: row.event.ip,
    details: row.event.details,
    created_at: row.event.createdAt.toISOString(),
  }));
}
