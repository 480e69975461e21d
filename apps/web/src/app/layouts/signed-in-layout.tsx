import { isProfessional } from '@fertilia/contracts/core';
import { useSession } from '@/lib/session-context';
import { useMemberTimeZone } from '../use-member-time-zone';
import { AppLayout } from './app-layout';
import { ExpertLayout } from './expert-layout';

/** Lazy route module: experts get their own layout, everyone else the app layout (spec 01 §2). */
export function Component() {
  const { user } = useSession();
  useMemberTimeZone();
  return user && isProfessional(user.role) ? <ExpertLayout /> : <AppLayout />;
}
