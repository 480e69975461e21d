import type { LucideIcon } from 'lucide-react';
import { BadgeCheck, Clock, ShieldAlert, ShieldQuestion } from 'lucide-react';
import type { VerificationQueueStatus, VerificationStatus } from '@fertilia/contracts';
import type { BadgeTone } from '@/components/ui/badge';

/** How each status looks beside its label (VERIFICATION_STATUS_LABELS). */
export const STATUS_LOOK: Record<VerificationStatus, { tone: BadgeTone; icon: LucideIcon }> = {
  unverified: { tone: 'warning', icon: ShieldQuestion },
  pending: { tone: 'warning', icon: Clock },
  verified: { tone: 'success', icon: BadgeCheck },
  rejected: { tone: 'danger', icon: ShieldAlert },
};

/** The reviewers' tabs: submissions waiting, then the record of those decided. */
export const QUEUE_TABS: Record<VerificationQueueStatus, { label: string; empty: string; hint: string }> = {
  pending: {
    label: 'Waiting',
    empty: 'No licences waiting for review',
    hint: 'Experts and doctors who send their licence details appear here, oldest first.',
  },
  approved: {
    label: 'Approved',
    empty: 'No approved licences yet',
    hint: 'Approvals you and other reviewers make are kept here, newest first.',
  },
  rejected: {
    label: 'Refused',
    empty: 'No refused licences',
    hint: 'Refusals are kept here with the reason the professional was told.',
  },
};

/** A person's name as the reviewer checks it against the register; the username when none was given. */
export const fullName = (person: { first_name: string | null; last_name: string | null; username: string }) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ').trim() || person.username;
