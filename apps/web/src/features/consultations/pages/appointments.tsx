import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarPlus, CalendarX2, History } from 'lucide-react';
import {
  APPOINTMENT_SCOPES,
  CONSULTATION_TOASTS,
  isProfessional,
  type AppointmentScope,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useErrorToast } from '@/lib/notify-error';
import { useSession } from '@/lib/session-context';
import { useAppointments } from '../api/get-appointments';
import { AppointmentCard } from '../components/appointment-card';
import { SlotWatchesCard } from '../components/slot-watches-card';
import { boundaryPassed } from '../lib/time-boundaries';
import { useNow } from '../lib/use-now';
import { useViewerZone } from '../lib/viewer-zone';

export const APPOINTMENTS_PAGE_SIZE = 10;

type Tab = Exclude<AppointmentScope, 'all'>;
const TABS: { scope: Tab; label: string }[] = [
  { scope: 'upcoming', label: 'Upcoming' },
  { scope: 'past', label: 'Past' },
  { scope: 'cancelled', label: 'Cancelled' },
];
const isTab = (value: string | null): value is Tab =>
  value !== 'all' && (APPOINTMENT_SCOPES as readonly string[]).includes(value ?? '');

/** /appointments: mine, as patient or expert, by Upcoming / Past / Cancelled, with what I can do on each. */
export function Component() {
  const { user } = useSession();
  const expert = user ? isProfessional(user.role) : false;
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'upcoming';
  const skip = Math.max(0, Number(params.get('skip')) || 0);

  const go = (next: { tab?: Tab; skip?: number }) => {
    const search = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'upcoming') search.set('tab', nextTab);
    if (next.skip) search.set('skip', String(next.skip));
    setParams(search, { replace: next.tab === undefined });
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader
        title={expert ? 'Appointments' : 'My appointments'}
        description={
          expert
            ? 'Requests to answer, visits ahead and the ones behind you.'
            : 'Your consultations with experts: requests, confirmed visits and the ones behind you.'
        }
        actions={
          expert ? null : (
            <Button asChild>
              <Link to="/appointments/book">
                <CalendarPlus aria-hidden="true" />
                Book a consultation
              </Link>
            </Button>
          )
        }
        className="mb-0"
      />
      {expert ? null : <SlotWatchesCard />}
      <Tabs value={tab} onValueChange={(value) => go({ tab: value as Tab, skip: 0 })}>
        <TabsList aria-label="Appointments">
          {TABS.map((t) => (
            <TabsTrigger key={t.scope} value={t.scope}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t.scope} value={t.scope}>
            {t.scope === tab ? (
              <AppointmentList scope={tab} skip={skip} expert={expert} onSkip={(s) => go({ skip: s })} />
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

const EMPTY: Record<Tab, { title: string; patient: string; expert: string }> = {
  upcoming: {
    title: 'No upcoming appointments',
    patient: 'When you book a consultation it appears here until the visit.',
    expert: 'New requests and confirmed visits appear here.',
  },
  past: {
    title: 'No past appointments',
    patient: 'Visits you have had will be listed here, where you can review them.',
    expert: 'Visits behind you appear here, where you can mark them completed.',
  },
  cancelled: {
    title: 'Nothing cancelled',
    patient: 'Cancelled, declined and moved appointments are kept here.',
    expert: 'Cancelled, declined and moved appointments are kept here.',
  },
};

function AppointmentList({
  scope,
  skip,
  expert,
  onSkip,
}: {
  scope: Tab;
  skip: number;
  expert: boolean;
  onSkip: (skip: number) => void;
}) {
  const { user } = useSession();
  const zone = useViewerZone();
  const list = useAppointments({ scope, skip, limit: APPOINTMENTS_PAGE_SIZE });
  useErrorToast(list.error, CONSULTATION_TOASTS.fetchFailed);

  // The server's allowed actions change with the clock (joining opens, a visit starts): ask again when a
  // boundary passes, so "Join" and "Mark completed" appear without a reload.
  const now = useNow();
  const { data, dataUpdatedAt, refetch } = list;
  useEffect(() => {
    if (data && boundaryPassed(data.results, dataUpdatedAt, now)) void refetch();
  }, [now, data, dataUpdatedAt, refetch]);

  const empty = EMPTY[scope];
  return (
    <QueryState
      query={list}
      loadingLabel="Loading appointments"
      skeleton={<Skeletons count={3} className="h-44 rounded-xl" />}
      errorTitle={CONSULTATION_TOASTS.fetchFailed}
      isEmpty={(page) => page.results.length === 0 && page.count === 0}
      empty={
        <EmptyState
          icon={scope === 'cancelled' ? CalendarX2 : scope === 'past' ? History : CalendarPlus}
          title={empty.title}
          description={expert ? empty.expert : empty.patient}
          action={
            expert ? undefined : (
              <Button asChild>
                <Link to="/appointments/book">Book a consultation</Link>
              </Button>
            )
          }
        />
      }
    >
      {(page) => (
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col gap-4" aria-busy={list.isPlaceholderData || undefined}>
            {page.results.map((appointment) => (
              <li key={appointment.id}>
                <AppointmentCard
                  appointment={appointment}
                  party={user && appointment.patient.id === user.id ? 'patient' : 'expert'}
                  zone={zone}
                  now={now}
                />
              </li>
            ))}
          </ul>
          {page.count > APPOINTMENTS_PAGE_SIZE ? (
            <Pagination
              label="Appointment pages"
              skip={skip}
              limit={APPOINTMENTS_PAGE_SIZE}
              total={page.count}
              onChange={onSkip}
            />
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
