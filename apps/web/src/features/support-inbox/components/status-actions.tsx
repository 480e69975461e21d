import { MARKETING_MESSAGES, type ContactStatus } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useChangeMessageStatus } from '../api/change-message-status';

/** Close a settled conversation, or reopen one that needs another look. */
export function StatusActions({ messageId, status }: { messageId: number; status: ContactStatus }) {
  const change = useChangeMessageStatus(messageId);
  const next: ContactStatus = status === 'closed' ? 'open' : 'closed';
  const onClick = () =>
    change.mutate(next, {
      onSuccess: () => notify.success(MARKETING_MESSAGES.supportStatusChanged),
      onError: (error) => notifyError(error, MARKETING_MESSAGES.supportStatusFailed),
    });
  return (
    <Button
      variant={next === 'closed' ? 'secondary' : 'primary'}
      loading={change.isPending}
      onClick={onClick}
    >
      {next === 'closed' ? 'Close message' : 'Reopen message'}
    </Button>
  );
}
