import type { NotificationNotice } from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import type { Context } from '../../http/context';
import { findUser } from '../users/service';
import { viewerOf, wordedTimes } from './appointment-dto';
import type { AppointmentRow } from '../../db/schema';

/*
 * What reviews and notes tell the other party, written inside the action's transaction. The texts name the
 * visit by its date in the recipient's own zone and never quote the comment or the note.
 */

type TxContext = Context & { db: Transaction };
const LINK = '/appointments';

const visitDateFor = async (tx: TxContext, recipientId: number, a: AppointmentRow) => {
  const recipient = await findUser(tx, recipientId);
  const zone = viewerOf({ id: recipientId, timeZone: recipient?.timeZone ?? null }).timeZone;
  return wordedTimes(a.startsAt, a.endsAt, zone).date_formatted;
};

export async function noticeReview(
  tx: TxContext,
  { appointment, patientName, rating }: { appointment: AppointmentRow; patientName: string; rating: number },
): Promise<void> {
  const notice: NotificationNotice = {
    userId: appointment.expertId,
    type: 'appointment_update',
    title: 'New review of your visit',
    message: `${patientName} rated your visit of ${await visitDateFor(tx, appointment.expertId, appointment)} ${rating} out of 5.`,
    link: LINK,
  };
  await tx.notifications.notify(notice, tx.db);
}

export async function noticeSharedSummary(
  tx: TxContext,
  { appointment, expertName }: { appointment: AppointmentRow; expertName: string },
): Promise<void> {
  const notice: NotificationNotice = {
    userId: appointment.patientId,
    type: 'appointment_update',
    title: 'Your expert shared a summary of your visit',
    message: `${expertName} shared a summary of your visit of ${await visitDateFor(tx, appointment.patientId, appointment)}.`,
    link: LINK,
  };
  await tx.notifications.notify(notice, tx.db);
}
