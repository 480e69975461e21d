import { CONTACT_STATUS_LABELS, type ContactStatus } from '@fertilia/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<ContactStatus, BadgeTone> = { open: 'warning', answered: 'success', closed: 'neutral' };

export function StatusBadge({ status }: { status: ContactStatus }) {
  return <Badge tone={TONES[status]}>{CONTACT_STATUS_LABELS[status]}</Badge>;
}
