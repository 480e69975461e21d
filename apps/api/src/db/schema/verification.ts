import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, serialId } from './columns';
import { optionalUserRef, userRef } from './user-columns';

/**
 * Every licence a professional sent to be checked, with the reviewer's decision (ADR 009). The current status
 * is `users.verification_status`, changed in the same transaction as the row here that explains it.
 */
export const professionalVerifications = pgTable(
  'professional_verifications',
  {
    id: serialId(),
    userId: userRef('user_id'),
    licenseNumber: text('license_number').notNull(),
    issuingBody: text('issuing_body').notNull(),
    licenseCountry: text('license_country').notNull(),
    note: text('note').notNull().default(''),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
    outcome: text('outcome').$type<'approved' | 'rejected'>(),
    reason: text('reason'),
    reviewedBy: optionalUserRef('reviewed_by'),
    reviewedAt: instant('reviewed_at'),
  },
  (t) => [
    index('professional_verifications_user_idx').on(t.userId, t.submittedAt),
    // The waiting queue is read oldest first; decided rows are read newest first.
    index('professional_verifications_queue_idx').on(t.outcome, t.submittedAt),
    check('professional_verifications_outcome_ck', sql`${t.outcome} in ('approved','rejected')`),
  ],
);
export type ProfessionalVerificationRow = typeof professionalVerifications.$inferSelect;
