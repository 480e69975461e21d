import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { STATUS_TONES } from '../lib/wording';

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{SUBSCRIPTION_STATUS_LABELS[status]}</Badge>;
}
