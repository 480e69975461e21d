import { slotOffersApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { slotWatchKeys } from './slot-watches';

/** DELETE .../slot-watches/:id: stop waiting for an earlier time. */
export const withdrawSlotWatch = (id: number) => call(slotOffersApi.deleteWatch, { params: { id } });

export const useWithdrawSlotWatch = () => useInvalidatingMutation(withdrawSlotWatch, slotWatchKeys.watches);
