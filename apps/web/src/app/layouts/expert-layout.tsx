import { ZoomBanner } from '@/features/integrations/components/zoom-banner';
import { useSession } from '@/lib/session-context';
import { useFeatureFlag } from '../use-app-config';
import { expertSidebarGroups } from '../navigation/nav-items';
import { SidebarShell } from './sidebar-shell';

/** Experts and doctors: their practice leads the menu; the Connect Zoom banner (spec 02 §2) tops each page. */
export function ExpertLayout() {
  const { user } = useSession();
  const subscriptionsEnabled = useFeatureFlag('enableSubscriptionFeatures');
  const groups = expertSidebarGroups({ role: user?.role ?? 'expert', subscriptionsEnabled });
  return (
    <SidebarShell
      groups={groups}
      navLabel="Expert navigation"
      home="/expert-dashboard"
      banner={<ZoomBanner />}
    />
  );
}
