import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cycleTrackingApi, type CycleRemindersUpdate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { cycleKeys } from './keys';

export const getReminders = (signal?: AbortSignal) => call(cycleTrackingApi.reminders, {}, { signal });

export const remindersQueryOptions = () =>
  queryOptions({ queryKey: cycleKeys.reminders(), queryFn: ({ signal }) => getReminders(signal) });

export const useReminders = () => useQuery(remindersQueryOptions());

export const updateReminders = (body: CycleRemindersUpdate) =>
  call(cycleTrackingApi.updateReminders, { body });

export function useUpdateReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminders,
    onSuccess: (saved) => queryClient.setQueryData(cycleKeys.reminders(), saved),
  });
}
