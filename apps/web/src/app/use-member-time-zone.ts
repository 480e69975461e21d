import { useEffect } from 'react';
import { browserTimeZone } from '@fertilia/contracts';
import { useSession } from '@/lib/session-context';
import { updateProfile } from '@/features/account/api/update-profile';

/** The members whose zone this page already tried to save, so a failure is not retried on every render. */
const tried = new Set<number>();

/**
 * ADR 013: a signed-in member without a saved time zone gets this browser's, once. The session's copy of her
 * profile is the one sign-in answered, so a zone she saved elsewhere since then is the only one this could
 * overwrite, and she can correct it in Settings. A failure stays silent (the web falls back to the browser's
 * zone, and the next page load tries again).
 */
export function useMemberTimeZone(): void {
  const { user, updateUser } = useSession();
  const userId = user?.id;
  const missing = user !== null && user.time_zone === null;
  useEffect(() => {
    if (!missing || userId === undefined || tried.has(userId)) return;
    tried.add(userId);
    updateProfile({ time_zone: browserTimeZone() }).then(updateUser, () => undefined);
  }, [missing, userId, updateUser]);
}

/** For tests: forget which members were tried. */
export const resetMemberTimeZoneAttempts = () => tried.clear();
