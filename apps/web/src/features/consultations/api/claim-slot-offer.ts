import { slotOffersApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { consultationKeys } from './keys';

/** POST .../slot-offers/:id/claim: take the offered time (409 when someone took it first). */
export const claimSlotOffer = ({ id, notes }: { id: number; notes?: string | null }) =>
  call(slotOffersApi.claimOffer, { params: { id }, body: { notes } });

export const useClaimSlotOffer = () => useInvalidatingMutation(claimSlotOffer, consultationKeys.all);
