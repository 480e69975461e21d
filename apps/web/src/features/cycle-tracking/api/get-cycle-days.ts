import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CYCLE_DAYS_PAGE_SIZE,
  CYCLE_DAYS_STALE_MS,
  cycleTrackingApi,
  type CycleDay,
} from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { cycleKeys } from './keys';

export type DayRange = { start_date?: string; end_date?: string };

export const getCycleDayPage = (range: DayRange & { skip: number; limit: number }, signal?: AbortSignal) =>
  call(cycleTrackingApi.listDays, { query: range }, { signal });

/** Every day of the range, fetched 100 at a time (spec 02 §9) until the total is reached; oldest first. */
export async function getAllCycleDays(range: DayRange, signal?: AbortSignal): Promise<CycleDay[]> {
  const days: CycleDay[] = [];
  for (let skip = 0; ; skip += CYCLE_DAYS_PAGE_SIZE) {
    const page = await getCycleDayPage({ ...range, skip, limit: CYCLE_DAYS_PAGE_SIZE }, signal);
    days.push(...page.items);
    if (page.items.length < CYCLE_DAYS_PAGE_SIZE || days.length >= page.total) break;
  }
  return days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export const cycleDaysQueryOptions = (start: string, end: string) =>
  queryOptions({
    queryKey: cycleKeys.days(start, end),
    queryFn: ({ signal }) => getAllCycleDays({ start_date: start, end_date: end }, signal),
    staleTime: CYCLE_DAYS_STALE_MS,
    // Moving between months keeps the last month's marks until the next month arrives.
    placeholderData: keepPreviousData,
  });

export const useCycleDays = (start: string, end: string) => useQuery(cycleDaysQueryOptions(start, end));
