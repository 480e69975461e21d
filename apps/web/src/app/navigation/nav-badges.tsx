import { createContext, use } from 'react';
import type { BadgeSlot } from './nav-items';

/**
 * Counts for sidebar badges, provided by the signed-in shell: the unread notifications (all of them, and the
 * community's share), appointments when that feature reports a count. A slot nobody fills shows no badge
 * rather than an invented number.
 */
export const NavBadgeContext = createContext<Partial<Record<BadgeSlot, number>>>({});

export function useNavBadge(slot: BadgeSlot | undefined): number | undefined {
  const counts = use(NavBadgeContext);
  return slot ? counts[slot] : undefined;
}

/** What a badge's number counts, read after it by screen readers ("Appointments 3 upcoming"). */
export const BADGE_WORDS: Record<BadgeSlot, string> = {
  appointments: 'upcoming',
  notifications: 'new',
  community: 'new',
};

/** The bell's rule (spec 02 §2): above 99 reads 99+; written once, with the notifications feature. */
export { badgeText } from '@/features/notifications/lib/badge-text';
