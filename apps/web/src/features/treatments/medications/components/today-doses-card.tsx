import { Link } from 'react-router';
import { Check, Pill, X } from 'lucide-react';
import { MEDICATION_MESSAGES, type DoseStatus, type ScheduledDose } from '@fertilia/contracts';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useLogDose } from '../api/log-dose';
import { useTodayDoses } from '../api/today-doses';
import { doseText } from '../lib/schedule';
import { DoseStateBadge } from './dose-state-badge';

interface TodayDosesCardProps {
  /** Whose day: null for the signed-in patient, who may log her doses; a patient's id reads hers. */
  patientId: number | null;
  /** On the dashboard: a link to the treatments page, where medications are added. */
  linkToPage?: boolean;
}

const doseKey = (d: ScheduledDose) => `${d.medication_id}-${d.date}-${d.time}`;

/** The doses of her day in time order, each with its state, and Taken / Skipped for her to log it. */
export function TodayDosesCard({ patientId, linkToPage = false }: TodayDosesCardProps) {
  const today = useTodayDoses(patientId);
  const canLog = patientId === null;
  return (
    <Card role="region" aria-labelledby="today-doses-title" className="@container">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle id="today-doses-title">Today’s medications</CardTitle>
          <CardDescription>
            {today.data ? formatDate(today.data.date, 'long') : 'The doses of the day, in time order.'}
          </CardDescription>
        </div>
        {linkToPage ? (
          <Link to="/treatments" className={buttonVariants({ variant: 'link' })}>
            All medications
          </Link>
        ) : null}
      </CardHeader>
      <CardContent>
        <QueryState
          query={today}
          loadingLabel="Loading today’s doses"
          skeleton={
            <>
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </>
          }
          errorTitle="Unable to load today’s doses"
          isEmpty={(data) => data.doses.length === 0}
          empty={
            <p className="flex items-center gap-2 text-sm text-ink-muted">
              <Pill aria-hidden="true" className="size-4 shrink-0" />
              {canLog
                ? 'No doses today. Add a medication with its times and they appear here, with a reminder at each.'
                : 'No doses scheduled for today.'}
              {canLog && linkToPage ? (
                <Link to="/treatments" className="font-medium text-brand-strong underline">
                  Add a medication
                </Link>
              ) : null}
            </p>
          }
        >
          {(data) => (
            <ul aria-label="Today’s doses" className="flex flex-col divide-y divide-line">
              {data.doses.map((d) => (
                <DoseRow key={doseKey(d)} dose={d} canLog={canLog} />
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function DoseRow({ dose, canLog }: { dose: ScheduledDose; canLog: boolean }) {
  const log = useLogDose();
  const pendingStatus = log.isPending ? log.variables.body.status : undefined;
  const save = (status: DoseStatus) =>
    log.mutate(
      { medicationId: dose.medication_id, body: { date: dose.date, time: dose.time, status } },
      {
        onSuccess: () => notify.success(MEDICATION_MESSAGES.doseLogged),
        onError: (error) => notifyError(error, 'The dose was not logged'),
      },
    );
  const label = `${dose.time} ${dose.name}`;
  // Each of today's doses may be logged, and a log changed; the API refuses a day still to come.
  return (
    <li className="flex flex-col gap-2 py-3 @md:flex-row @md:items-center @md:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span className="w-12 shrink-0 font-semibold tabular-nums">{dose.time}</span>
        <div className="min-w-0">
          <p className="font-medium break-words">{dose.name}</p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
            {doseText(dose.dose, dose.dose_unit)}
            {dose.instructions ? ` · ${dose.instructions}` : ''}
            <DoseStateBadge state={dose.state} />
          </p>
        </div>
      </div>
      {canLog ? (
        <div className="flex shrink-0 gap-2 pl-15 @md:pl-0">
          <Button
            size="sm"
            variant={dose.state === 'taken' ? 'primary' : 'secondary'}
            icon={Check}
            aria-pressed={dose.state === 'taken'}
            aria-label={`Taken: ${label}`}
            loading={pendingStatus === 'taken'}
            disabled={log.isPending}
            onClick={() => save('taken')}
          >
            Taken
          </Button>
          <Button
            size="sm"
            variant={dose.state === 'skipped' ? 'primary' : 'secondary'}
            icon={X}
            aria-pressed={dose.state === 'skipped'}
            aria-label={`Skipped: ${label}`}
            loading={pendingStatus === 'skipped'}
            disabled={log.isPending}
            onClick={() => save('skipped')}
          >
            Skipped
          </Button>
        </div>
      ) : null}
    </li>
  );
}
