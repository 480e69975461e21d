import {
  ROLE_LABELS,
  type ContentStatus,
  type ModerationDecision,
  type ModerationPerson,
  type ReportOutcome,
} from '@fertilia/contracts';
import type { BadgeTone } from '@/components/ui/badge';

export const STATUS_LABELS: Record<ContentStatus, string> = {
  visible: 'Visible',
  hidden: 'Hidden',
  removed: 'Removed',
};
export const STATUS_TONES: Record<ContentStatus, BadgeTone> = {
  visible: 'success',
  hidden: 'warning',
  removed: 'danger',
};
export const OUTCOME_LABELS: Record<ReportOutcome, string> = {
  approved: 'Approved',
  removed: 'Removed',
  dismissed: 'Dismissed',
};
export const DECISION_LABELS: Record<ModerationDecision, string> = {
  approve: 'Approve',
  remove: 'Remove',
  dismiss: 'Dismiss reports',
};

/** Staff see the real person behind anonymous content: name, username and role. */
export const personLabel = (person: ModerationPerson) =>
  `${person.display_name} (@${person.username}, ${ROLE_LABELS[person.role]})`;
