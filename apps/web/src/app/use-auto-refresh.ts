import { useEffect } from 'react';
import { TOKEN_REFRESH_CHECK_MS } from '@fertilia/contracts/core';
import { isRefreshing, refreshAccessToken } from '@/lib/api-client';
import { ACTIVITY_EVENTS, shouldRefreshNow } from '@/lib/auto-refresh';
import { getSession, tokenExpiry } from '@/lib/session';

/** Keeps an active user's access token fresh; an idle or hidden tab lets it lapse. */
export function useAutoRefresh(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let lastActivity = Date.now();
    const markActive = () => {
      lastActivity = Date.now();
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, markActive, { passive: true });

    const timer = window.setInterval(() => {
      const check = {
        now: Date.now(),
        lastActivity,
        expiry: tokenExpiry(getSession().accessToken),
        visible: document.visibilityState === 'visible',
        refreshing: isRefreshing(),
      };
      // A failed refresh already expires the session inside the api-client; nothing more to do here.
      if (shouldRefreshNow(check)) refreshAccessToken().catch(() => undefined);
    }, TOKEN_REFRESH_CHECK_MS);

    return () => {
      window.clearInterval(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, markActive);
    };
  }, [enabled]);
}
