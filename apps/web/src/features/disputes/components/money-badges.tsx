import {
  DISPUTE_STATUS_LABELS,
  ESCROW_STATUS_LABELS,
  type DisputeStatus,
  type EscrowStatus,
} from '@fertilia/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const DISPUTE_TONES: Record<DisputeStatus, BadgeTone> = {
  open: 'warning',
  released: 'brand',
  refunded: 'info',
  partly_refunded: 'accent',
};

const ESCROW_TONES: Record<EscrowStatus, BadgeTone> = {
  held: 'neutral',
  disputed: 'warning',
  released: 'success',
  refunded: 'info',
  partly_refunded: 'accent',
};

export const DisputeStatusBadge = ({ status }: { status: DisputeStatus }) => (
  <Badge tone={DISPUTE_TONES[status]}>{DISPUTE_STATUS_LABELS[status]}</Badge>
);

export const EscrowStatusBadge = ({ status }: { status: EscrowStatus }) => (
  <Badge tone={ESCROW_TONES[status]}>{ESCROW_STATUS_LABELS[status]}</Badge>
);
