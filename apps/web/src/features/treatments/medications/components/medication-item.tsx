import { Bell, BellOff, Pencil, Trash2 } from 'lucide-react';
import type { Medication } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { scheduleText } from '../lib/schedule';

interface MedicationItemProps {
  medication: Medication;
  /** Her own list: change and delete; a professional reads it. */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One medication: its name, schedule in words, prescriber and whether she is reminded. */
export function MedicationItem({ medication: m, onEdit, onDelete }: MedicationItemProps) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-semibold break-words">{m.name}</h3>
        <p className="text-sm text-ink">{scheduleText(m)}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          {m.prescriber ? <span>Prescribed by {m.prescriber}</span> : null}
          <span className="inline-flex items-center gap-1">
            {m.reminders_enabled ? (
              <Bell aria-hidden="true" className="size-4" />
            ) : (
              <BellOff aria-hidden="true" className="size-4" />
            )}
            Reminders {m.reminders_enabled ? 'on' : 'off'}
          </span>
          <span>{m.time_zone}</span>
        </p>
        {m.instructions ? <p className="mt-1 text-sm text-ink-muted">{m.instructions}</p> : null}
      </div>
      {onEdit && onDelete ? (
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="sm" icon={Pencil} aria-label={`Change ${m.name}`} onClick={onEdit}>
            Change
          </Button>
          <Button variant="ghost" size="sm" icon={Trash2} aria-label={`Delete ${m.name}`} onClick={onDelete}>
            Delete
          </Button>
        </div>
      ) : null}
    </li>
  );
}
