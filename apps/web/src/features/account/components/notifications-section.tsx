import type { ReactNode } from 'react';
import { BellRing } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * The #notifications anchor of spec 01 §2: per type, whether Fertilia tells you in the app and by e-mail.
 * The switches themselves belong to the notifications feature; app/ hands them in as `children`.
 */
export function NotificationsSection({ children }: { children: ReactNode }) {
  return (
    <section id="notifications" aria-labelledby="notifications-title" className="scroll-mt-24">
      <Card>
        <CardHeader>
          <CardTitle id="notifications-title" className="flex items-center gap-2">
            <BellRing aria-hidden="true" className="size-5 text-accent" />
            Notifications
          </CardTitle>
          <CardDescription>
            Choose how Fertilia keeps you informed. Account e-mails (address confirmation, password resets,
            security notices) are always sent.
          </CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
