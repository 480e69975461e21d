import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cycleImportResultSchema, type CycleDayCreate, type CycleImportResult } from '@fertilia/contracts';
import { api } from '@/lib/api-client';
import { CYCLE_DAYS_PATH, cycleKeys } from './keys';

/** All or nothing on the server, upserted by date. */
export const importCycleDays = (days: CycleDayCreate[]): Promise<CycleImportResult> =>
  api.post(`${CYCLE_DAYS_PATH}import/`, { body: { days }, schema: cycleImportResultSchema });

export function useImportCycleDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCycleDays,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cycleKeys.all }),
  });
}
