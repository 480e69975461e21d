import { browserTimeZone } from '@fertilia/contracts';
import { useSession } from '@/lib/session-context';

/** The zone every instant is shown in: her saved zone (ADR 013), else this browser's. */
export function useViewerZone(): string {
  const { user } = useSession();
  return user?.time_zone ?? browserTimeZone();
}
