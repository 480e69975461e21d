import { ROLE_LABELS, type Role, type UserStatus } from '@fertilia/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** Spec 01 §3: each role has its own (cosmetic) badge colour. */
const ROLE_TONES: Record<Role, BadgeTone> = {
  patient: 'brand',
  expert: 'accent',
  doctor: 'accent',
  admin: 'info',
  super_admin: 'danger',
  content_moderator: 'warning',
  finance: 'success',
  support: 'neutral',
};

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={ROLE_TONES[role]}>{ROLE_LABELS[role]}</Badge>;
}

export function StatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge tone={status === 'active' ? 'success' : 'danger'}>
      {status === 'active' ? 'Active' : 'Suspended'}
    </Badge>
  );
}
