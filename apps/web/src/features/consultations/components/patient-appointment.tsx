import { useState } from 'react';
import { NotebookPen, Pencil } from 'lucide-react';
import {
  APPOINTMENT_STATUS_LABELS,
  CONSULTATION_MESSAGES,
  type Appointment,
  type AppointmentNotes,
  type AppointmentStatus,
} from '@fertilia/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatTime } from '@/lib/format';
import { NotesEditor } from './notes-editor';
import { NotesView } from './notes-view';

export const STATUS_TONES: Record<AppointmentStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  completed: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
  rescheduled: 'neutral',
};

/** Notes belong to visits that were confirmed or took place (the API refuses the others). */
export const notesAllowed = (status: AppointmentStatus) => status === 'confirmed' || status === 'completed';

interface PatientAppointmentProps {
  appointment: Appointment;
  notes: AppointmentNotes | null;
  /** Opened from a link to this visit (#appointment-{id}): a note not yet written opens for writing. */
  targeted: boolean;
}

/** One visit on a patient's page: when, its status, what she wrote, and this expert's note on it. */
export function PatientAppointment({ appointment, notes, targeted }: PatientAppointmentProps) {
  const [editing, setEditing] = useState(targeted && !notes && notesAllowed(appointment.status));
  const headingId = `appointment-${appointment.id}-title`;
  const when = `${formatDate(appointment.starts_at, 'long')}, ${formatTime(appointment.starts_at)} – ${formatTime(appointment.ends_at)}`;

  return (
    <li>
      <article
        id={`appointment-${appointment.id}`}
        aria-labelledby={headingId}
        tabIndex={-1}
        className="flex scroll-mt-20 flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-xs focus-visible:outline-2 focus-visible:outline-focus sm:p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="font-semibold">
            <time dateTime={appointment.starts_at}>{when}</time>
          </h3>
          <Badge tone={STATUS_TONES[appointment.status]}>
            {APPOINTMENT_STATUS_LABELS[appointment.status]}
          </Badge>
        </div>
        {appointment.notes ? (
          <div className="text-sm">
            <p className="font-medium text-ink-muted">She wrote when booking</p>
            <p className="mt-1 whitespace-pre-line">{appointment.notes}</p>
          </div>
        ) : null}
        {appointment.status_reason ? (
          <p className="text-sm">
            <span className="font-medium text-ink-muted">Reason: </span>
            {appointment.status_reason}
          </p>
        ) : null}
        <section aria-label="Visit notes" className="border-t border-line pt-4">
          {editing ? (
            <NotesEditor appointmentId={appointment.id} notes={notes} onDone={() => setEditing(false)} />
          ) : notes ? (
            <div className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="font-semibold">Visit notes</h4>
                <Button variant="secondary" size="sm" icon={Pencil} onClick={() => setEditing(true)}>
                  Edit notes
                </Button>
              </div>
              <NotesView notes={notes} />
            </div>
          ) : notesAllowed(appointment.status) ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-ink-muted">No notes for this visit yet.</p>
              <Button size="sm" icon={NotebookPen} onClick={() => setEditing(true)}>
                Write notes
              </Button>
            </div>
          ) : (
            <p className="text-sm text-ink-muted">{CONSULTATION_MESSAGES.notesNotAllowed}</p>
          )}
        </section>
      </article>
    </li>
  );
}
