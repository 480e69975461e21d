import { Link, useParams } from 'react-router';
import { useBreadcrumbTitle } from '@/lib/breadcrumb-title';
import { ArrowLeft } from 'lucide-react';
import { MARKETING_MESSAGES, MESSAGES } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { useSupportMessage } from '../api/get-support-message';
import { MessageThread } from '../components/message-thread';
import { ReplyForm } from '../components/reply-form';
import { StatusActions } from '../components/status-actions';
import { StatusBadge } from '../components/status-badge';

/** Lazy route module: /admin/support/:messageId, one conversation with its reply form. */
export function Component() {
  const { messageId } = useParams();
  const id = Number(messageId);
  const valid = Number.isInteger(id) && id > 0;
  const thread = useSupportMessage(valid ? id : 0);
  useBreadcrumbTitle(!valid || thread.isError ? null : thread.data && `Message from ${thread.data.name}`);

  const back = (
    <Button asChild variant="ghost" size="sm" className="self-start">
      <Link to="/admin/support">
        <ArrowLeft aria-hidden="true" />
        Support inbox
      </Link>
    </Button>
  );

  if (!valid) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Alert tone="error">{MESSAGES.invalidId}</Alert>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {back}
      <QueryState
        query={thread}
        loadingLabel="Loading the message"
        skeleton={<Skeletons shapes={['h-10 w-2/3', 'h-40']} />}
        errorTitle={MARKETING_MESSAGES.supportMessageFailed}
      >
        {(message) => (
          <>
            <PageHeader
              title={`Message from ${message.name}`}
              description={<StatusBadge status={message.status} />}
              actions={<StatusActions messageId={id} status={message.status} />}
            />
            <MessageThread thread={message} />
            <ReplyForm messageId={id} senderName={message.name} />
          </>
        )}
      </QueryState>
    </div>
  );
}
