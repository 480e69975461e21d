import { cycleTrackingApi, type CycleDayCreate, type CycleDayUpdate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { cycleKeys } from './keys';

export const createCycleDay = (body: CycleDayCreate) => call(cycleTrackingApi.createDay, { body });

export const updateCycleDay = (id: number, body: CycleDayUpdate) =>
  call(cycleTrackingApi.updateDay, { params: { id }, body });

export type SaveCycleDay = { id: number | null; body: CycleDayCreate };

/** Creates the day, or updates it by id when it was logged before. */
export const saveCycleDay = ({ id, body }: SaveCycleDay) =>
  id === null ? createCycleDay(body) : updateCycleDay(id, body);

export const useSaveCycleDay = () => useInvalidatingMutation(saveCycleDay, cycleKeys.all);
