import { useSession } from '@/lib/session-context';
import { useFeatureFlag } from '../use-app-config';
import { sidebarGroups } from '../navigation/nav-items';
import { SidebarShell } from './sidebar-shell';

/** Patients and staff in the signed-in area (spec 01 §2 "Sidebar groups"). */
export function AppLayout() {
  const { user } = useSession();
  const subscriptionsEnabled = useFeatureFlag('enableSubscriptionFeatures');
  const groups = sidebarGroups({ role: user?.role ?? 'patient', subscriptionsEnabled });
  return <SidebarShell groups={groups} navLabel="Main navigation" home="/dashboard" />;
}
