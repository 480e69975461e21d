import { CalendarClock, CheckCircle2, FileText, MessageSquareQuote } from 'lucide-react';
import {
  ROLE_LABELS,
  VISIT_MESSAGES,
  type Appointment,
  type AppointmentParty,
  type AppointmentStatus,
} from '@fertilia/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDateInZone, formatTimeRangeInZone, formatTimeZoneName } from '@/lib/format';
import { AppointmentActions } from './appointment-actions';
import { AppointmentPayment } from './appointment-payment';
import { Stars } from './stars';
import { ZoomJoinLink } from './zoom-join-link';
import type { AppointmentViewProps } from './appointment-view-props';

const STATUS_TONES: Record<AppointmentStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  completed: 'info',
  rejected: 'danger',
  cancelled: 'neutral',
  rescheduled: 'neutral',
};

/** Why it ended and who ended it, in a sentence for the person reading. */
function endingLine(appointment: Appointment, party: AppointmentParty): string | null {
  const { status, cancelled_by: by } = appointment;
  const who = by === null ? null : by === party ? 'you' : by === 'patient' ? 'the patient' : 'the expert';
  if (status === 'rejected') return 'Declined by the expert';
  if (status === 'cancelled') return who ? `Cancelled by ${who}` : 'Cancelled';
  if (status === 'rescheduled') return who ? `Moved to a new time by ${who}` : 'Moved to a new time';
  return null;
}

/** One appointment as either party reads it: when (in her zone), with whom, its state, and what she can do. */
export function AppointmentCard({ appointment, party, zone, now }: AppointmentViewProps) {
  const other = party === 'patient' ? appointment.expert : appointment.patient;
  const otherRole =
    party === 'patient'
      ? [ROLE_LABELS[appointment.expert.role], appointment.expert.specialization].filter(Boolean).join(' · ')
      : 'Patient';
  const headingId = `appointment-${appointment.id}`;
  const ending = endingLine(appointment, party);
  const joinedAt = party === 'patient' ? appointment.patient_joined_at : appointment.expert_joined_at;

  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-col gap-4 p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-ink sm:flex">
            <CalendarClock aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h3 id={headingId} className="text-base font-semibold text-ink">
              {formatDateInZone(appointment.starts_at, zone, 'long')}
            </h3>
            <p className="text-sm text-ink">
              {formatTimeRangeInZone(appointment.starts_at, appointment.ends_at, zone)}{' '}
              <span className="text-ink-muted">{formatTimeZoneName(zone, appointment.starts_at)}</span>
            </p>
          </div>
        </div>
        <Badge tone={STATUS_TONES[appointment.status]} className="self-start">
          {appointment.status_display}
        </Badge>
      </div>

      <div className="flex items-center gap-3">
        <Avatar name={other.name} src={other.avatar_url} size="sm" />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-ink">
            <span className="sr-only">With </span>
            {other.name}
          </p>
          <p className="truncate text-xs text-ink-muted">{otherRole}</p>
        </div>
      </div>

      {appointment.notes || ending || appointment.shared_summary || appointment.review || joinedAt ? (
        <dl className="flex flex-col gap-3 text-sm">
          {appointment.notes ? (
            <div className="rounded-lg bg-subtle px-3 py-2">
              <dt className="text-xs font-medium text-ink-muted">
                {party === 'patient' ? 'Your note for the expert' : "Patient's note"}
              </dt>
              <dd className="whitespace-pre-line text-ink">{appointment.notes}</dd>
            </div>
          ) : null}
          {ending ? (
            <div>
              <dt className="font-medium text-ink">{ending}</dt>
              {appointment.status_reason ? (
                <dd className="whitespace-pre-line text-ink-muted">“{appointment.status_reason}”</dd>
              ) : null}
            </div>
          ) : null}
          {joinedAt && appointment.status === 'confirmed' ? (
            <div className="flex items-center gap-2 text-success-ink">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              <dt className="sr-only">Joined</dt>
              <dd>{VISIT_MESSAGES.youJoined}</dd>
            </div>
          ) : null}
          {appointment.shared_summary ? (
            <div className="rounded-lg border border-line px-3 py-2">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-ink-muted">
                <FileText aria-hidden="true" className="size-3.5" />
                Visit summary from {party === 'patient' ? 'your expert' : 'you'}
              </dt>
              <dd className="whitespace-pre-line text-ink">{appointment.shared_summary}</dd>
            </div>
          ) : null}
          {appointment.review ? (
            <div className="rounded-lg border border-line px-3 py-2">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-ink-muted">
                <MessageSquareQuote aria-hidden="true" className="size-3.5" />
                {party === 'patient' ? 'Your review' : "Patient's review"}
              </dt>
              <dd className="flex flex-col gap-1">
                <Stars rating={appointment.review.rating} />
                {appointment.review.comment ? (
                  <span className="whitespace-pre-line text-ink">{appointment.review.comment}</span>
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      {appointment.price ? <AppointmentPayment appointment={appointment} /> : null}
      <ZoomJoinLink appointment={appointment} />
      <AppointmentActions appointment={appointment} party={party} zone={zone} now={now} />
    </Card>
  );
}
