import {
  hasZoomConnection,
  queueMeetingCreation,
  queueMeetingDeletion,
  queueMeetingMove,
} from '../integrations/meeting-service';
import type { AppointmentRow } from '../../db/schema';
import type { VisitChange, VisitTx } from './visit-changes';
import { handOverZoomMeeting, releaseZoomMeeting } from './zoom-meeting-repo';

async function meetingGoes(tx: VisitTx, visit: AppointmentRow & { zoomMeetingId: string }) {
  await releaseZoomMeeting(tx.db, visit.id);
  await queueMeetingDeletion(tx, { expertId: visit.expertId, meetingId: visit.zoomMeetingId });
}

const withMeeting = (row: AppointmentRow): row is AppointmentRow & { zoomMeetingId: string } =>
  row.zoomMeetingId !== null;

/**
 * A confirmed visit of an expert who connected Zoom gets a meeting; a move takes the meeting along when the
 * visit stays confirmed, and deletes it when the expert must agree again (she gets a new one then); a
 * declined or cancelled visit's meeting is deleted. A completed visit keeps its meeting: it is history.
 * Zoom is called by jobs, after this transaction commits (ADR 014).
 */
export async function zoomOnChange(tx: VisitTx, change: VisitChange): Promise<void> {
  switch (change.kind) {
    case 'confirmed':
      if (await hasZoomConnection(tx, change.appointment.expertId))
        await queueMeetingCreation(tx, change.appointment.id);
      return;
    case 'ended':
      if (change.how !== 'completed' && withMeeting(change.appointment))
        await meetingGoes(tx, change.appointment);
      return;
    case 'moved': {
      const { from, to } = change;
      if (withMeeting(from)) {
        if (to.status !== 'confirmed') return meetingGoes(tx, from);
        await handOverZoomMeeting(tx.db, from.id, to.id, {
          zoomMeetingId: from.zoomMeetingId,
          zoomJoinUrl: from.zoomJoinUrl,
        });
        await queueMeetingMove(tx, to.id);
      } else if (to.status === 'confirmed' && (await hasZoomConnection(tx, to.expertId))) {
        await queueMeetingCreation(tx, to.id);
      }
      return;
    }
  }
}
