import { useState } from 'react';
import {
  CONSULTATION_TOASTS,
  REASON_MAX,
  maskRescheduleError,
  rescheduleAppointmentSchema,
  type Appointment,
  type Slot,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTimeInZone } from '@/lib/format';
import { notify } from '@/lib/notify';
import { errorDetail } from '@/lib/notify-error';
import { useExpert } from '../api/get-expert';
import { useRescheduleAppointment } from '../api/reschedule-appointment';
import { WeekSlotPicker } from './week-slot-picker';

/**
 * Move a visit to another free time of the same expert, with a reason. A failure is worded by the server,
 * masked when it names internals (spec 02 §8, `maskRescheduleError`).
 */
export function RescheduleDialog({
  appointment,
  zone,
  open,
  onOpenChange,
}: {
  appointment: Appointment;
  zone: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const move = useRescheduleAppointment();
  // Her next free time lets an empty week offer a jump; a 404 here is silent (spec 02 §8).
  const expert = useExpert(open ? appointment.expert.id : null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ slot?: string; reason?: string; root?: string }>({});

  const close = () => {
    setSlot(null);
    setReason('');
    setErrors({});
    onOpenChange(false);
  };

  const submit = () => {
    const parsed = rescheduleAppointmentSchema.safeParse({ new_slot_id: slot?.id, reason });
    if (!parsed.success || !slot) {
      const found: typeof errors = {};
      if (!slot) found.slot = 'Choose a new time';
      for (const issue of parsed.error?.issues ?? []) {
        if (issue.path[0] === 'reason') found.reason ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    move.mutate(
      { id: appointment.id, ...parsed.data },
      {
        onSuccess: () => {
          notify.success(CONSULTATION_TOASTS.appointmentRescheduled, {
            description: formatDateTimeInZone(slot.starts_at, zone),
          });
          close();
        },
        onError: (error) => {
          const text = maskRescheduleError(errorDetail(error) ?? CONSULTATION_TOASTS.rescheduleFailed);
          notify.error(CONSULTATION_TOASTS.rescheduleFailedTitle, { description: text });
          setErrors({ root: text });
          setSlot(null);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-4xl">
        <DialogHeading
          title="Reschedule appointment"
          description={`Now ${formatDateTimeInZone(appointment.starts_at, zone)}. Choose a new time with ${appointment.expert.name}.`}
        />
        <form
          noValidate
          aria-label="Reschedule"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {errors.root ? (
            <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
              {errors.root}
            </p>
          ) : null}
          {open ? (
            <WeekSlotPicker
              label={`Free times with ${appointment.expert.name}`}
              expertId={appointment.expert.id}
              zone={zone}
              expertZone={expert.data?.time_zone}
              selectedSlotId={slot?.id ?? null}
              excludeSlotId={appointment.slot_id}
              nextAvailableAt={expert.data?.next_available_at}
              initialAt={appointment.starts_at}
              onSelect={(chosen) => {
                setSlot(chosen);
                setErrors((e) => ({ ...e, slot: undefined }));
              }}
            />
          ) : null}
          <p className="text-sm" aria-live="polite">
            {slot ? (
              <>
                New time: <strong>{formatDateTimeInZone(slot.starts_at, zone)}</strong>
              </>
            ) : errors.slot ? (
              <span className="font-medium text-danger">{errors.slot}</span>
            ) : (
              <span className="text-ink-muted">No new time chosen yet.</span>
            )}
          </p>
          <FormField label="Reason" error={errors.reason} required>
            <Textarea
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={move.isPending}>
                Keep current time
              </Button>
            </DialogClose>
            <Button type="submit" loading={move.isPending}>
              Reschedule
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
