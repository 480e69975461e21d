import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cycleTrackingApi, type CycleDayCreate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { cycleKeys } from './keys';

/** All or nothing on the server, upserted by date. */
export const importCycleDays = (days: CycleDayCreate[]) =>
  call(cycleTrackingApi.importDays, { body: { days } });

export function useImportCycleDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCycleDays,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cycleKeys.all }),
  });
}
