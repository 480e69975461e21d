import type { Slot } from '@fertilia/contracts';
import type { ConsultationSlotRow } from '../../db/schema';

/** A slot as the API answers it; `available` is the caller's verdict (free and beyond the minimum notice). */
export const toSlot = (row: ConsultationSlotRow, available: boolean): Slot => ({
  id: row.id,
  expert_id: row.expertId,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  is_available: available,
  source: row.source,
});
