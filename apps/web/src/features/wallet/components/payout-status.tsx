import { PAYOUT_STATUS_LABELS, type PayoutStatus } from '@fertilia/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<PayoutStatus, BadgeTone> = { requested: 'warning', paid: 'success', refused: 'danger' };

export const PayoutStatusBadge = ({ status }: { status: PayoutStatus }) => (
  <Badge tone={TONES[status]}>{PAYOUT_STATUS_LABELS[status]}</Badge>
);
