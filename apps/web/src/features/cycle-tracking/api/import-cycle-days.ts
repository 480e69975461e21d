import { cycleTrackingApi, type CycleDayCreate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { cycleKeys } from './keys';

/** All or nothing on the server, upserted by date. */
export const importCycleDays = (days: CycleDayCreate[]) =>
  call(cycleTrackingApi.importDays, { body: { days } });

export const useImportCycleDays = () => useInvalidatingMutation(importCycleDays, cycleKeys.all);
