import { useState } from 'react';
import { BellPlus } from 'lucide-react';
import { isLive } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { useSlotWatches } from '../api/slot-watches';
import { SlotWatchDialog } from './slot-watch-dialog';
import type { AppointmentViewProps } from './appointment-view-props';

/**
 * "Notify me of an earlier time" on a patient's live visit ahead: a freed time with the same expert before
 * it is offered to her, and taking it moves this visit. Hidden once she is waiting for this visit.
 */
export function EarlierTimeAction({ appointment, party, zone, now }: AppointmentViewProps) {
  const [open, setOpen] = useState(false);
  const eligible =
    party === 'patient' && isLive(appointment.status) && Date.parse(appointment.starts_at) > now;
  const watches = useSlotWatches(eligible);
  if (!eligible || watches.data?.some((w) => w.appointment_id === appointment.id)) return null;
  return (
    <>
      <Button variant="ghost" icon={BellPlus} onClick={() => setOpen(true)}>
        Notify me of an earlier time
      </Button>
      <SlotWatchDialog
        expert={appointment.expert}
        zone={zone}
        visit={appointment}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}
