import type { AppointmentStatus } from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import type { AppointmentRow } from '../../db/schema';
import type { Context } from '../../http/context';
import { escrowOnChange } from '../escrow/escrow-changes-service';
import { calendarOnChange } from './calendar-changes';
import { offersOnChange } from './slot-offer-changes';
import { zoomOnChange } from './zoom-changes';

/**
 * What a change of an appointment's life means for the visit around it (ADR 014). Rows are as they are
 * after the change, read inside the transaction that made it.
 * - `confirmed`: the expert accepted a request.
 * - `ended`: it was declined, cancelled or completed; `was` is its status before.
 * - `moved`: `from` ended as rescheduled and `to` holds the new slot (confirmed when the expert moved it,
 *   pending when the patient did); `was` is `from`'s status before.
 */
export type VisitChange =
  | { kind: 'confirmed'; appointment: AppointmentRow }
  | {
      kind: 'ended';
      appointment: AppointmentRow;
      was: AppointmentStatus;
      how: 'rejected' | 'cancelled' | 'completed';
    }
  | { kind: 'moved'; from: AppointmentRow; to: AppointmentRow; was: AppointmentStatus };

/** A member's request or the system's own sweep (an unanswered paid request declined at its start). */
export type VisitTx = Context & { db: Transaction };

/**
 * Runs, in the caller's transaction, everything that follows from a change: the visit's payment (a refund,
 * its release time, its move; ADR 016), the calendar invitations, the Zoom meeting, and the offer of a
 * freed slot to patients waiting for one. Each queues its outside work as
 * jobs, so nothing is sent or called unless the change commits.
 */
export async function visitChanged(tx: VisitTx, change: VisitChange): Promise<void> {
  await escrowOnChange(tx, change);
  await calendarOnChange(tx, change);
  await zoomOnChange(tx, change);
  await offersOnChange(tx, change);
}
