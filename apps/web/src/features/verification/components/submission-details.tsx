import type { VerificationSubmission } from '@fertilia/contracts';
import { formatDateTime } from '@/lib/format';
import { DetailList } from './detail-list';

/** What the professional sent, as she reads it back. */
export function SubmissionDetails({ submission }: { submission: VerificationSubmission }) {
  return (
    <DetailList
      details={[
        { label: 'Licence number', value: <span className="font-mono">{submission.license_number}</span> },
        { label: 'Issuing body', value: submission.issuing_body },
        { label: 'Country', value: submission.license_country },
        {
          label: 'Sent',
          value: <time dateTime={submission.submitted_at}>{formatDateTime(submission.submitted_at)}</time>,
        },
        ...(submission.note ? [{ label: 'Note', value: submission.note, wide: true }] : []),
      ]}
    />
  );
}
