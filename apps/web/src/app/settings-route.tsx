import { Component as SettingsPage } from '@/features/account/pages/settings';
import { IntegrationsCard } from '@/features/integrations/components/integrations-card';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';

/**
 * /settings: the account feature's page, with the notifications feature's switches in its #notifications and
 * the integrations feature's card (experts and doctors only) in its #integrations.
 */
export function Component() {
  return (
    <SettingsPage notificationPreferences={<NotificationPreferences />} integrations={<IntegrationsCard />} />
  );
}
