import type { DoseState } from '@fertilia/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const LOOK: Record<DoseState, { label: string; tone: BadgeTone }> = {
  taken: { label: 'Taken', tone: 'success' },
  skipped: { label: 'Skipped', tone: 'neutral' },
  pending: { label: 'Due', tone: 'info' },
  missed: { label: 'Missed', tone: 'warning' },
};

/** A dose's state in a word: taken, skipped, due (still to come) or missed (past, not logged). */
export const doseStateLabel = (state: DoseState) => LOOK[state].label;

export function DoseStateBadge({ state }: { state: DoseState }) {
  return <Badge tone={LOOK[state].tone}>{LOOK[state].label}</Badge>;
}
