import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronRight, Search, UsersRound } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePatients } from '../api/patients';

const PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;

/** "My patients": everyone who has or had an appointment with her, searchable, each opening her page. */
export function PatientsCard() {
  const [search, setSearch] = useState('');
  const [skip, setSkip] = useState(0);
  const settled = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const patients = usePatients({ search: settled, skip, limit: PAGE_SIZE });

  return (
    <Card id="patients" role="region" aria-labelledby="patients-title" className="scroll-mt-20">
      <CardHeader>
        <CardTitle id="patients-title">My patients</CardTitle>
        <CardDescription>Patients who have or had an appointment with you.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="relative max-w-sm">
          <Search aria-hidden="true" className="absolute top-3.5 left-3 size-4 text-ink-muted" />
          <Input
            type="search"
            aria-label="Search patients by name or e-mail"
            placeholder="Search by name or e-mail"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setSkip(0);
            }}
            className="pl-9"
          />
        </div>
        <QueryState
          query={patients}
          loadingLabel="Loading your patients"
          skeleton={<Skeleton className="h-32" />}
          errorTitle="Unable to load your patients"
          isEmpty={(data) => data.results.length === 0}
          empty={
            <EmptyState
              icon={UsersRound}
              title={settled ? 'No patient matches' : 'No patients yet'}
              description={
                settled
                  ? 'Try another name or e-mail.'
                  : 'Patients show here once they book a visit with you.'
              }
            />
          }
        >
          {(data) => (
            <>
              <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
                {data.results.map((patient) => (
                  <li key={patient.id}>
                    <Link
                      to={`/patients/${patient.id}`}
                      className="flex min-h-14 items-center gap-3 px-3 py-2 hover:bg-subtle/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus sm:px-4"
                    >
                      <Avatar name={patient.name} src={patient.avatar_url} size="sm" />
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="truncate font-medium">{patient.name}</span>
                        <span className="truncate text-sm text-ink-muted">{patient.email}</span>
                      </span>
                      <span className="hidden text-right text-sm text-ink-muted sm:block">
                        {patient.next_visit_at
                          ? `Next visit ${formatDate(patient.next_visit_at)}`
                          : patient.last_visit_at
                            ? `Last visit ${formatDate(patient.last_visit_at)}`
                            : null}
                      </span>
                      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                    </Link>
                  </li>
                ))}
              </ul>
              {data.count > PAGE_SIZE ? (
                <Pagination
                  skip={skip}
                  limit={PAGE_SIZE}
                  total={data.count}
                  onChange={setSkip}
                  label="Patients pages"
                />
              ) : null}
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
