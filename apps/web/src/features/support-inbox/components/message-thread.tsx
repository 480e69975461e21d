import type { SupportMessageDetail } from '@fertilia/contracts';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';

/** The sender's message, then every answer staff sent, oldest first. */
export function MessageThread({ thread }: { thread: SupportMessageDetail }) {
  return (
    <ol aria-label="Conversation" className="flex flex-col gap-4">
      <li>
        <Card>
          <CardHeader>
            <p className="font-semibold">
              {thread.name} <span className="font-normal text-ink-muted">&lt;{thread.email}&gt;</span>
            </p>
            <p className="text-sm text-ink-muted">
              <time dateTime={thread.created_at}>{formatDateTime(thread.created_at)}</time>
            </p>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-wrap">{thread.message}</p>
          </CardContent>
        </Card>
      </li>
      {thread.replies.map((reply) => (
        <li key={reply.id} className="sm:ml-8">
          <Card className="border-brand/30 bg-brand-soft/40">
            <CardHeader>
              <p className="font-semibold">{reply.author_name ?? 'Former staff member'} · Fertilia team</p>
              <p className="text-sm text-ink-muted">
                <time dateTime={reply.created_at}>{formatDateTime(reply.created_at)}</time>
              </p>
            </CardHeader>
            <CardContent>
              <p className="whitespace-pre-wrap">{reply.body}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ol>
  );
}
