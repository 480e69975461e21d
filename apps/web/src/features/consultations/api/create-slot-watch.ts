import { slotOffersApi, type SlotWatchCreate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { slotWatchKeys } from './slot-watches';

/** POST .../slot-watches: tell me when an earlier time with this expert frees up (replaces my open one). */
export const createSlotWatch = (body: SlotWatchCreate) => call(slotOffersApi.createWatch, { body });

export const useCreateSlotWatch = () => useInvalidatingMutation(createSlotWatch, slotWatchKeys.watches);
