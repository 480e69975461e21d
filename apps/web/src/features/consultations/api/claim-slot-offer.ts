import { slotOffersApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { idempotent } from '@/lib/idempotency';
import { useInvalidatingMutation } from '@/lib/mutations';
import { consultationKeys } from './keys';

/**
 * POST .../slot-offers/:id/claim: take the offered time (409 when someone took it first). Booking a paid
 * visit this way pays for it, so every attempt carries the claim's Idempotency-Key (ADR 016).
 */
export const claimSlotOffer = ({ id, notes, key }: { id: number; notes?: string | null; key: string }) =>
  call(slotOffersApi.claimOffer, { params: { id }, body: { notes } }, idempotent(key));

export const useClaimSlotOffer = () => useInvalidatingMutation(claimSlotOffer, consultationKeys.all);
