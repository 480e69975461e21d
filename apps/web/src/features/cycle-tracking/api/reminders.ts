import { queryOptions, useQuery } from '@tanstack/react-query';
import { cycleTrackingApi, type CycleRemindersUpdate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useCachingMutation } from '@/lib/mutations';
import { cycleKeys } from './keys';

export const getReminders = (signal?: AbortSignal) => call(cycleTrackingApi.reminders, {}, { signal });

export const remindersQueryOptions = () =>
  queryOptions({ queryKey: cycleKeys.reminders(), queryFn: ({ signal }) => getReminders(signal) });

export const useReminders = () => useQuery(remindersQueryOptions());

export const updateReminders = (body: CycleRemindersUpdate) =>
  call(cycleTrackingApi.updateReminders, { body });

export const useUpdateReminders = () => useCachingMutation(updateReminders, cycleKeys.reminders());
