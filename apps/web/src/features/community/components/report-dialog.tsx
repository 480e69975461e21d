import { MODERATION_MESSAGES, reportInputSchema, type ReportTarget } from '@fertilia/contracts';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { settleReport } from '@/lib/report-outcome';
import { useReport } from '../api/report';

interface ReportDialogProps {
  target: ReportTarget;
  id: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Tells the moderators what is wrong with a post or comment (once per member and item). */
export function ReportDialog({ target, id, open, onOpenChange }: ReportDialogProps) {
  const report = useReport();
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={target === 'post' ? 'Report post' : 'Report comment'}
      description="A moderator will read your reason. The author is not told who reported it."
      submitLabel="Send report"
      schema={reportInputSchema}
      onSubmit={(reason) =>
        settleReport(report.mutateAsync({ target, id, reason }), MODERATION_MESSAGES.reportFailed)
      }
    />
  );
}
