import { createContext, use } from 'react';
import type { BadgeSlot } from './nav-items';

/**
 * Counts for sidebar badges. Nothing provides them yet, so no badge shows: the appointments and notifications
 * features fill this in when they exist, rather than the sidebar inventing numbers.
 */
export const NavBadgeContext = createContext<Partial<Record<BadgeSlot, number>>>({});

export function useNavBadge(slot: BadgeSlot | undefined): number | undefined {
  const counts = use(NavBadgeContext);
  return slot ? counts[slot] : undefined;
}

/** The bell's rule (spec 02 §2): above 99 reads 99+. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));
