import type {
  ProfessionalVerification,
  VerificationQueueItem,
  VerificationStatus,
  VerificationSubmission,
} from '@fertilia/contracts';
import type { ProfessionalVerificationRow } from '../../db/schema';
import type { QueueRow } from './repo';

export const toSubmission = (row: ProfessionalVerificationRow): VerificationSubmission => ({
  id: row.id,
  license_number: row.licenseNumber,
  issuing_body: row.issuingBody,
  license_country: row.licenseCountry,
  note: row.note,
  submitted_at: row.submittedAt.toISOString(),
  outcome: row.outcome,
  reason: row.reason,
  reviewed_at: row.reviewedAt?.toISOString() ?? null,
});

export const toVerification = (
  status: VerificationStatus,
  latest: ProfessionalVerificationRow | undefined,
): ProfessionalVerification => ({ status, latest: latest ? toSubmission(latest) : null });

export function toQueueItem({ submission, applicant }: QueueRow): VerificationQueueItem {
  // The queue lists professionals only (repo.ts), and a decision needs one (service.ts).
  const role = applicant.role as VerificationQueueItem['applicant']['role'];
  return {
    ...toSubmission(submission),
    applicant: {
      id: applicant.id,
      username: applicant.username,
      email: applicant.email,
      first_name: applicant.firstName,
      last_name: applicant.lastName,
      role,
      country: applicant.country,
      created_at: applicant.createdAt.toISOString(),
    },
  };
}
