import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cycleTrackingApi, type CycleDayCreate, type CycleDayUpdate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { cycleKeys } from './keys';

export const createCycleDay = (body: CycleDayCreate) => call(cycleTrackingApi.createDay, { body });

export const updateCycleDay = (id: number, body: CycleDayUpdate) =>
  call(cycleTrackingApi.updateDay, { params: { id }, body });

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
