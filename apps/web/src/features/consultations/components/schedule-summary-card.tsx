import { SLOT_HORIZON_WEEKS } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useSchedule } from '../api/schedule';
import { ScheduleAvailabilitySwitch } from './schedule-availability-switch';

/** Whether she takes appointments (switched here) and how many free slots patients can book. */
export function ScheduleSummaryCard() {
  const schedule = useSchedule();
  return (
    <Card role="region" aria-labelledby="taking-appointments-title">
      <CardHeader>
        <CardTitle id="taking-appointments-title">Taking appointments</CardTitle>
        <CardDescription>Whether patients may request appointments with you.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-3">
        <QueryState
          query={schedule}
          loadingLabel="Loading your availability"
          skeleton={<Skeleton className="h-20 w-full" />}
          errorTitle="Unable to load your availability"
        >
          {(data) => {
            const bookable = data.is_available && data.is_verified && data.upcoming_free_slots > 0;
            const free = data.upcoming_free_slots;
            return (
              <>
                <ScheduleAvailabilitySwitch available={data.is_available} />
                <Badge tone={bookable ? 'success' : 'neutral'}>
                  {bookable ? 'Patients can book you' : 'Patients cannot book you now'}
                </Badge>
                <p className="text-sm text-ink-muted">
                  {formatNumber(free)} free slot{free === 1 ? '' : 's'} in the next {SLOT_HORIZON_WEEKS}{' '}
                  weeks.{' '}
                  <a
                    href="#availability"
                    className="font-medium text-brand-strong underline-offset-4 hover:underline"
                  >
                    Edit your hours
                  </a>
                </p>
              </>
            );
          }}
        </QueryState>
      </CardContent>
    </Card>
  );
}
