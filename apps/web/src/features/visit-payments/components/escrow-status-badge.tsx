import type { EscrowStatus } from '@fertilia/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<EscrowStatus, BadgeTone> = {
  held: 'info',
  disputed: 'warning',
  released: 'success',
  refunded: 'neutral',
  partly_refunded: 'accent',
};

/** The escrow's state as a badge: its label in words, never colour alone. */
export function EscrowStatusBadge({ status, label }: { status: EscrowStatus; label: string }) {
  return (
    <Badge tone={TONES[status]} className="self-start">
      Payment {label.toLowerCase()}
    </Badge>
  );
}
