import { History } from 'lucide-react';
import type { AuditEvent } from '@fertilia/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime } from '@/lib/format';
import { AuditActor } from './audit-actor';

/** "user.role_changed" → "User role changed". */
const describe = (action: string) => {
  const text = action.replace(/[._]/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

const detailText = (details: AuditEvent['details']) =>
  details
    ? Object.entries(details)
        .map(
          ([key, value]) =>
            `${key.replace(/_/g, ' ')}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
        )
        .join(' · ')
    : '';

export function AuditEventsList({ events, userId }: { events: AuditEvent[]; userId: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent activity</CardTitle>
        <CardDescription>Sign-ins, changes and staff actions on this account, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <EmptyState icon={History} title="No recorded activity" />
        ) : (
          <ol className="flex flex-col divide-y divide-line">
            {events.map((event) => (
              <li key={event.id} className="flex flex-col gap-0.5 py-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">{describe(event.action)}</span>
                  <time dateTime={event.created_at} className="text-xs text-ink-muted">
                    {formatDateTime(event.created_at)}
                  </time>
                </div>
                <span className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-ink-muted">
                  <AuditActor actor={event.actor} userId={userId} />{' '}
                  {event.ip ? <span>· from {event.ip}</span> : null}
                </span>
                {event.details ? (
                  <span className="text-xs break-words text-ink-muted">{detailText(event.details)}</span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
