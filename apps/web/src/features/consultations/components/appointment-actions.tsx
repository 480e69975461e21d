import { useState, type ComponentProps } from 'react';
import { Link } from 'react-router';
import { Check, ClipboardList, LogIn, PencilLine, Star, X } from 'lucide-react';
import {
  APPOINTMENT_STATUS_LABELS,
  CONSULTATION_TOASTS,
  REASON_MAX,
  acceptAppointmentSchema,
  isLive,
  cancelAppointmentSchema,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useAnswerAppointment } from '../api/answer-appointment';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useCompleteAppointment } from '../api/complete-appointment';
import { AddToCalendarButton } from './add-to-calendar-button';
import { EarlierTimeAction } from './earlier-time-action';
import { NoteEditDialog } from './note-edit-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { ReviewDialog } from './review-dialog';
import type { AppointmentViewProps } from './appointment-view-props';

/**
 * The contract's accept body checks a decline's reason (its reason may also be null, which the dialog never
 * sends, hence the narrower type the dialog asks for).
 */
const rejectSchema = acceptAppointmentSchema as unknown as ComponentProps<typeof ReasonDialog>['schema'];

type Dialog = 'reject' | 'cancel' | 'reschedule' | 'review' | 'note' | null;

const HOUR_MS = 3_600_000;

/** A failure of accept, decline or complete: the catalogue's title and the server's words. */
const updateFailed = (error: unknown) =>
  notifyError(error, CONSULTATION_TOASTS.updateFailedTitle, CONSULTATION_TOASTS.updateFailed);

/**
 * The buttons of one appointment: exactly the actions the server allows the caller now (`allowed_actions`),
 * the review of a completed visit not yet reviewed (patients), and the expert's way to the patient's page.
 */
export function AppointmentActions({ appointment, party, zone, now }: AppointmentViewProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const answer = useAnswerAppointment();
  const cancel = useCancelAppointment();
  const complete = useCompleteAppointment();
  const allowed = new Set(appointment.allowed_actions);
  const id = appointment.id;
  const canReview =
    party === 'patient' &&
    appointment.status === 'completed' &&
    !appointment.has_review &&
    !appointment.review;
  // What she wrote stays hers to change while the visit is ahead (the server's rule for PATCH).
  const canEditNote =
    party === 'patient' && isLive(appointment.status) && Date.parse(appointment.starts_at) > now;
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };

  const buttons = [
    allowed.has('join') && (
      <Button key="join" asChild>
        <Link to={`/appointments/${id}/visit`}>
          <LogIn aria-hidden="true" />
          Join visit
        </Link>
      </Button>
    ),
    allowed.has('accept') && (
      <Button
        key="accept"
        icon={Check}
        loading={answer.isPending && answer.variables?.accepted === true}
        disabled={answer.isPending}
        onClick={() =>
          answer.mutate(
            { id, accepted: true },
            {
              onSuccess: () => notify.success(APPOINTMENT_STATUS_LABELS.confirmed),
              onError: updateFailed,
            },
          )
        }
      >
        Accept
      </Button>
    ),
    allowed.has('reject') && (
      <Button key="reject" variant="secondary" icon={X} onClick={() => setDialog('reject')}>
        Decline
      </Button>
    ),
    allowed.has('complete') && (
      <Button
        key="complete"
        icon={Check}
        loading={complete.isPending}
        onClick={() =>
          complete.mutate(id, {
            onSuccess: () => notify.success(APPOINTMENT_STATUS_LABELS.completed),
            onError: updateFailed,
          })
        }
      >
        Mark completed
      </Button>
    ),
    canReview && (
      <Button key="review" icon={Star} onClick={() => setDialog('review')}>
        Leave a review
      </Button>
    ),
    appointment.status === 'confirmed' && <AddToCalendarButton key="calendar" appointmentId={id} />,
    allowed.has('reschedule') && (
      <Button key="reschedule" variant="secondary" onClick={() => setDialog('reschedule')}>
        Reschedule
      </Button>
    ),
    canEditNote && (
      <Button key="note" variant="ghost" icon={PencilLine} onClick={() => setDialog('note')}>
        {appointment.notes ? 'Edit note' : 'Add a note'}
      </Button>
    ),
    canEditNote && (
      <EarlierTimeAction key="earlier" appointment={appointment} party={party} zone={zone} now={now} />
    ),
    allowed.has('cancel') && (
      <Button key="cancel" variant="ghost" className="text-danger" onClick={() => setDialog('cancel')}>
        Cancel appointment
      </Button>
    ),
    party === 'expert' && (
      <Button key="patient" asChild variant="secondary">
        <Link to={`/patients/${appointment.patient.id}`}>
          <ClipboardList aria-hidden="true" />
          Patient &amp; notes
        </Link>
      </Button>
    ),
  ].filter(Boolean);

  if (buttons.length === 0) return null;
  return (
    <>
      <div role="group" aria-label="Actions" className="flex flex-wrap gap-2">
        {buttons}
      </div>
      {allowed.has('reject') ? (
        <ReasonDialog
          open={dialog === 'reject'}
          onOpenChange={closeDialog}
          title="Decline appointment"
          description={`${appointment.patient.name} will see your reason.`}
          submitLabel="Decline"
          destructive
          schema={rejectSchema}
          values={{ accepted: false }}
          maxLength={REASON_MAX}
          onSubmit={(reason) =>
            answer.mutateAsync({ id, accepted: false, reason }).then(
              () => notify.success(APPOINTMENT_STATUS_LABELS.rejected),
              (error: unknown) => {
                updateFailed(error);
                throw error;
              },
            )
          }
        />
      ) : null}
      {allowed.has('cancel') ? (
        <ReasonDialog
          open={dialog === 'cancel'}
          onOpenChange={closeDialog}
          title="Cancel appointment"
          description={
            party === 'patient'
              ? `${appointment.expert.name} will see your reason. The time becomes free for others.${
                  appointment.price &&
                  Date.parse(appointment.starts_at) - appointment.min_notice_hours * HOUR_MS < now
                    ? ` You are inside the ${appointment.min_notice_hours}-hour notice, so only part of the payment is refunded (see its payment page).`
                    : ''
                }`
              : `${appointment.patient.name} will see your reason.${appointment.price ? ' The payment is refunded to the patient in full.' : ''}`
          }
          submitLabel="Cancel appointment"
          destructive
          schema={cancelAppointmentSchema}
          maxLength={REASON_MAX}
          onSubmit={(reason) =>
            cancel.mutateAsync({ id, reason }).then(
              () =>
                notify.success(CONSULTATION_TOASTS.appointmentCancelled, {
                  description: CONSULTATION_TOASTS.appointmentCancelledText,
                }),
              (error: unknown) => {
                notifyError(error, CONSULTATION_TOASTS.cancellationFailed);
                throw error;
              },
            )
          }
        />
      ) : null}
      {allowed.has('reschedule') ? (
        <RescheduleDialog
          appointment={appointment}
          zone={zone}
          open={dialog === 'reschedule'}
          onOpenChange={closeDialog}
        />
      ) : null}
      {canEditNote ? (
        <NoteEditDialog appointment={appointment} open={dialog === 'note'} onOpenChange={closeDialog} />
      ) : null}
      {canReview ? (
        <ReviewDialog appointment={appointment} open={dialog === 'review'} onOpenChange={closeDialog} />
      ) : null}
    </>
  );
}
