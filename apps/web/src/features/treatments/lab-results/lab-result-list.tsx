import { Pencil, Trash2 } from 'lucide-react';
import {
  LAB_FLAG_LABELS,
  roundLabValue,
  type LabFlag,
  type LabReference,
  type LabResult,
} from '@fertilia/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { IconButton } from '@/components/ui/icon-button';
import { formatDate, formatNumber } from '@/lib/format';
import { missingRangeReason } from './lib/missing-range';

const FLAG_TONES: Record<LabFlag, BadgeTone> = { low: 'warning', normal: 'success', high: 'warning' };

/** "1.0–3.5 ng/mL", "up to 4.0 mIU/L", "from 30 nmol/L". */
export function rangeText(reference: LabReference): string {
  const { low, high, unit } = reference;
  const n = (v: number) => formatNumber(v);
  if (low !== null && high !== null) return `${n(low)}–${n(high)} ${unit}`;
  if (high !== null) return `up to ${n(high)} ${unit}`;
  return `from ${n(low ?? 0)} ${unit}`;
}

interface LabResultListProps {
  results: readonly LabResult[];
  /** Her own list: each result can be corrected or deleted. Absent for a professional reading it. */
  onEdit?: (result: LabResult) => void;
  onDelete?: (result: LabResult) => void;
  /** Her own list (the words say "your"), or a professional reading a patient's. */
  own: boolean;
}

/** Her results, newest sample first, each read against its reference range. */
export function LabResultList({ results, onEdit, onDelete, own }: LabResultListProps) {
  return (
    <ul aria-label="Lab results" className="flex flex-col gap-3">
      {results.map((r) => {
        const subject = `${r.test_label} of ${formatDate(r.taken_on)}`;
        const converted = r.unit !== r.standard_unit;
        return (
          <li key={r.id} className="rounded-xl border border-line bg-surface p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold text-ink">{r.test_label}</h3>
                <p className="text-sm text-ink-muted">
                  {formatDate(r.taken_on)}
                  {r.cycle_day !== null ? ` · cycle day ${r.cycle_day}` : ''}
                  {r.lab_name ? ` · ${r.lab_name}` : ''}
                </p>
              </div>
              <div className="flex items-center gap-1">
                {r.flag ? <Badge tone={FLAG_TONES[r.flag]}>{LAB_FLAG_LABELS[r.flag]}</Badge> : null}
                {onEdit ? (
                  <IconButton label={`Edit ${subject}`} icon={Pencil} onClick={() => onEdit(r)} />
                ) : null}
                {onDelete ? (
                  <IconButton
                    label={`Delete ${subject}`}
                    icon={Trash2}
                    tone="danger"
                    onClick={() => onDelete(r)}
                  />
                ) : null}
              </div>
            </div>
            <p className="mt-2 text-lg font-semibold text-ink">
              {formatNumber(r.value)} {r.unit}
              {converted ? (
                <span className="ml-2 text-sm font-normal text-ink-muted">
                  = {formatNumber(roundLabValue(r.test, r.standard_value))} {r.standard_unit}
                </span>
              ) : null}
            </p>
            {r.reference ? (
              <p className="mt-1 text-sm text-ink-muted">
                Reference {rangeText(r.reference)}. Applies to: {r.reference.applies_to}. Source:{' '}
                {r.reference.source_url ? (
                  <a href={r.reference.source_url} target="_blank" rel="noreferrer" className="underline">
                    {r.reference.source}
                  </a>
                ) : (
                  r.reference.source
                )}
              </p>
            ) : (
              <p className="mt-1 text-sm text-ink-muted">{missingRangeReason(r, own)}</p>
            )}
            {r.notes ? <p className="mt-1 text-sm whitespace-pre-line text-ink">{r.notes}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
