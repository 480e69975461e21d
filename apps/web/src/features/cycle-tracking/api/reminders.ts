import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cycleRemindersSchema, type CycleReminders, type CycleRemindersUpdate } from '@fertilia/contracts';
import { api } from '@/lib/api-client';
import { cycleKeys } from './keys';

const REMINDERS_PATH = '/api/cycle-tracking/reminders/';

export const getReminders = (signal?: AbortSignal): Promise<CycleReminders> =>
  api.get(REMINDERS_PATH, { signal, schema: cycleRemindersSchema });

export const remindersQueryOptions = () =>
  queryOptions({ queryKey: cycleKeys.reminders(), queryFn: ({ signal }) => getReminders(signal) });

export const useReminders = () => useQuery(remindersQueryOptions());

export const updateReminders = (body: CycleRemindersUpdate): Promise<CycleReminders> =>
  api.put(REMINDERS_PATH, { body, schema: cycleRemindersSchema });

export function useUpdateReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminders,
    onSuccess: (saved) => queryClient.setQueryData(cycleKeys.reminders(), saved),
  });
}
