import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session-context';
import { ChangeEmailCard } from '../components/change-email-card';
import { ChangePasswordCard } from '../components/change-password-card';
import { ChangeUsernameCard } from '../components/change-username-card';
import { CommunityNameCard } from '../components/community-name-card';
import { NotificationsSection } from '../components/notifications-section';
import { TimeZoneCard } from '../components/time-zone-card';

type SettingsPageProps = {
  /** The notification switches; app/settings-route.tsx composes them in (features never import each other). */
  notificationPreferences?: ReactNode;
  /** Experts' video host (the integrations feature's card, composed in by app/settings-route.tsx). */
  integrations?: ReactNode;
};

export function Component({ notificationPreferences, integrations }: SettingsPageProps) {
  const { user } = useSession();
  const { hash } = useLocation();

  // A client-side route change does not scroll to the anchor by itself (e.g. a link to /settings#notifications).
  useEffect(() => {
    if (!user || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [hash, user]);

  if (!user) {
    return <PageSpinner label="Loading your settings" />;
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Settings"
        description="Sign-in details, how members see you and how Fertilia contacts you."
      />
      <ChangeUsernameCard user={user} />
      <CommunityNameCard user={user} />
      <ChangeEmailCard user={user} />
      <ChangePasswordCard />
      <TimeZoneCard user={user} />
      {integrations}
      <NotificationsSection>{notificationPreferences}</NotificationsSection>
    </div>
  );
}
