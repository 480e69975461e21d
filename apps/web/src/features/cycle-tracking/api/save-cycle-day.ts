import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cycleDaySchema, type CycleDay, type CycleDayCreate, type CycleDayUpdate } from '@fertilia/contracts';
import { api } from '@/lib/api-client';
import { CYCLE_DAYS_PATH, cycleKeys } from './keys';

export const createCycleDay = (body: CycleDayCreate): Promise<CycleDay> =>
  api.post(CYCLE_DAYS_PATH, { body, schema: cycleDaySchema });

export const updateCycleDay = (id: number, body: CycleDayUpdate): Promise<CycleDay> =>
  api.put(`${CYCLE_DAYS_PATH}${id}/`, { body, schema: cycleDaySchema });

export type SaveCycleDay = { id: number | null; body: CycleDayCreate };

/** Creates the day, or updates it by id when it was logged before. */
export function useSaveCycleDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveCycleDay) =>
      id === null ? createCycleDay(body) : updateCycleDay(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cycleKeys.all }),
  });
}
