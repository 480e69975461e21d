import { CONVERSATION_MESSAGES, messageReportSchema } from '@fertilia/contracts';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { settleReport } from '@/lib/report-outcome';
import { useReportMessage } from '../api/report-message';

interface ReportMessageDialogProps {
  messageId: number | null;
  onOpenChange: (open: boolean) => void;
}

/** Tells the moderators what is wrong with a message; they see that message, not the conversation. */
export function ReportMessageDialog({ messageId, onOpenChange }: ReportMessageDialogProps) {
  const report = useReportMessage();
  return (
    <ReasonDialog
      open={messageId !== null}
      onOpenChange={onOpenChange}
      title="Report message"
      description="A moderator will read this message and your reason. The sender is not told who reported it."
      submitLabel="Send report"
      schema={messageReportSchema}
      onSubmit={(reason) =>
        messageId === null
          ? Promise.resolve()
          : settleReport(report.mutateAsync({ id: messageId, reason }), CONVERSATION_MESSAGES.reportFailed)
      }
    />
  );
}
