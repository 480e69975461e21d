import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { consultationKeys } from './keys';

/** The signed-in expert's weekly hours, exceptions and slot settings (ADR 013). */
export const getSchedule = (signal?: AbortSignal) => call(consultationsApi.mySchedule, {}, { signal });

export const scheduleQueryOptions = () =>
  queryOptions({ queryKey: consultationKeys.schedule(), queryFn: ({ signal }) => getSchedule(signal) });

export const useSchedule = () => useQuery(scheduleQueryOptions());
