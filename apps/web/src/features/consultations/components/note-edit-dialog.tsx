import { useState } from 'react';
import { BOOKING_NOTE_MAX, CONSULTATION_TOASTS, type Appointment } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { formatNumber } from '@/lib/format';
import { errorDetail, notifyError } from '@/lib/notify-error';
import { useUpdateAppointment } from '../api/update-appointment';

/** The patient changes what she wrote for the expert while the visit is ahead (PATCH .../appointments/:id). */
export function NoteEditDialog({
  appointment,
  open,
  onOpenChange,
}: {
  appointment: Appointment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateAppointment();
  const [notes, setNotes] = useState(appointment.notes ?? '');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setNotes(appointment.notes ?? '');
    setError(null);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeading
          title="Your note for the expert"
          description={`${appointment.expert.name} reads it before your visit.`}
        />
        <form
          noValidate
          aria-label="Note for the expert"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate(
              { id: appointment.id, notes: notes.trim() || null },
              {
                onSuccess: () => {
                  setError(null);
                  onOpenChange(false);
                },
                onError: (failure) => {
                  notifyError(
                    failure,
                    CONSULTATION_TOASTS.updateFailedTitle,
                    CONSULTATION_TOASTS.updateFailed,
                  );
                  setError(errorDetail(failure) ?? CONSULTATION_TOASTS.updateFailed);
                },
              },
            );
          }}
        >
          {error ? (
            <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
              {error}
            </p>
          ) : null}
          <FormField label="Note" hint={`${formatNumber(notes.length)}/${formatNumber(BOOKING_NOTE_MAX)}`}>
            <Textarea
              rows={5}
              maxLength={BOOKING_NOTE_MAX}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={update.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={update.isPending}>
              Save note
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
