import { Component as SettingsPage } from '@/features/account/pages/settings';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';

/** /settings: the account feature's page, with the notifications feature's switches in its #notifications. */
export function Component() {
  return <SettingsPage notificationPreferences={<NotificationPreferences />} />;
}
