import { useEffect } from 'react';
import { browserTimeZone } from '@fertilia/contracts';
import { useSession } from '@/lib/session-context';
import { updateProfile } from '@/features/account/api/update-profile';

/** The members whose zone this page already tried to save, so a failure is not retried on every render. */
const tried = new Set<number>();

/**
 * ADR 013: a signed-in member without a saved time zone gets this browser's, once. The stored copy of her
 * profile may predate a zone saved on another device, so the profile is read first; a failure stays silent
 * (the web falls back to the browser's zone, and the next page load tries again).
 */
export function useMemberTimeZone(): void {
  const { user, refreshProfile, updateUser } = useSession();
  const userId = user?.id;
  const missing = user !== null && user.time_zone === null;
  useEffect(() => {
    if (!missing || userId === undefined || tried.has(userId)) return;
    tried.add(userId);
    void (async () => {
      const fresh = await refreshProfile();
      if (!fresh || fresh.time_zone !== null) return;
      updateUser(await updateProfile({ time_zone: browserTimeZone() }));
    })().catch(() => undefined);
  }, [missing, userId, refreshProfile, updateUser]);
}

/** For tests: forget which members were tried. */
export const resetMemberTimeZoneAttempts = () => tried.clear();
