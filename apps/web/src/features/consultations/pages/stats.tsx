import { Link } from 'react-router';
import { ChartColumn } from 'lucide-react';
import { CONSULTATION_TOASTS } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorToast } from '@/lib/notify-error';
import { useSession } from '@/lib/session-context';
import { useStats } from '../api/stats';
import { StatsMonthChart } from '../components/stats-month-chart';
import { StatsStatusChart } from '../components/stats-status-chart';
import { StatsTiles } from '../components/stats-tiles';

/** /appointments/stats: her own appointments in numbers and charts, as a patient or as an expert. */
export function Component() {
  const { user } = useSession();
  const stats = useStats();
  const isPatient = user?.role === 'patient';
  useErrorToast(stats.error, CONSULTATION_TOASTS.fetchFailed);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col">
      <PageHeader
        title="Appointment statistics"
        description={
          isPatient
            ? 'Your consultations over the last twelve months.'
            : 'Your visits with patients over the last twelve months.'
        }
        actions={
          <Button asChild variant="secondary">
            <Link to="/appointments">All appointments</Link>
          </Button>
        }
      />
      <QueryState
        query={stats}
        loadingLabel="Loading your statistics"
        skeleton={
          <>
            <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-32 rounded-xl" />
              ))}
            </div>
            <Skeleton className="h-80 rounded-xl" />
          </>
        }
        errorTitle="Unable to load your statistics"
        isEmpty={(data) => data.total === 0}
        empty={
          <EmptyState
            icon={ChartColumn}
            title="No appointments yet"
            description={
              isPatient
                ? 'Once you book a consultation, your visits, their outcomes and your reviews show here.'
                : 'Once patients book you, your visits, completion rate and rating show here.'
            }
            action={
              <Button asChild>
                {isPatient ? (
                  <Link to="/appointments/book">Book a consultation</Link>
                ) : (
                  <Link to="/expert-dashboard#availability">Set your hours</Link>
                )}
              </Button>
            }
          />
        }
      >
        {(data) => (
          <div className="flex flex-col gap-6">
            <StatsTiles stats={data} />
            <Card role="region" aria-labelledby="by-month-title">
              <CardHeader>
                <CardTitle id="by-month-title">By month</CardTitle>
                <CardDescription>Appointments in each of the last twelve months, by outcome.</CardDescription>
              </CardHeader>
              <CardContent>
                <StatsMonthChart byMonth={data.by_month} />
              </CardContent>
            </Card>
            <Card role="region" aria-labelledby="by-status-title">
              <CardHeader>
                <CardTitle id="by-status-title">By status</CardTitle>
                <CardDescription>Where every appointment stands now.</CardDescription>
              </CardHeader>
              <CardContent>
                <StatsStatusChart byStatus={data.by_status} total={data.total} />
              </CardContent>
            </Card>
          </div>
        )}
      </QueryState>
    </div>
  );
}
