import { INACTIVITY_THRESHOLD_MS, TOKEN_REFRESH_WINDOW_MS } from '@fertilia/contracts/core';

/** Events that count as the user being present (spec 01 §4). */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll', 'touchstart'] as const;

interface RefreshCheck {
  now: number;
  lastActivity: number;
  /** Access-token expiry in epoch ms, null when unknown. */
  expiry: number | null;
  visible: boolean;
  refreshing: boolean;
}

/** Spec 01 §4 automatic refresh: visible tab, recent activity, under five minutes left, none running. */
export function shouldRefreshNow({ now, lastActivity, expiry, visible, refreshing }: RefreshCheck): boolean {
  if (!visible || refreshing || expiry === null) return false;
  if (now - lastActivity > INACTIVITY_THRESHOLD_MS) return false;
  return expiry - now < TOKEN_REFRESH_WINDOW_MS;
}
