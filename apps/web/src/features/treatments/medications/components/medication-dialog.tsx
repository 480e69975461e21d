import type { Medication } from '@fertilia/contracts';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { MedicationForm } from './medication-form';

interface MedicationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  medication?: Medication;
}

/** Adding or changing a medication, in a dialog over the list. */
export function MedicationDialog({ open, onOpenChange, medication }: MedicationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        // Escape in the open name list closes the list, not the dialog.
        onEscapeKeyDown={(event) => {
          if ((event.target as HTMLElement | null)?.getAttribute?.('aria-expanded') === 'true')
            event.preventDefault();
        }}
      >
        <DialogHeading
          title={medication ? `Change ${medication.name}` : 'Add a medication'}
          description="What you take, how much, and when. Doses appear in today’s list, with a reminder at each time if you want one."
        />
        {open ? <MedicationForm medication={medication} onSaved={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
