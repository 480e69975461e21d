import { BellRing } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The #notifications anchor of spec 01 §2; no switches until there is something for them to control. */
export function NotificationsSection() {
  return (
    <section id="notifications" aria-labelledby="notifications-title" className="scroll-mt-24">
      <Card>
        <CardHeader>
          <CardTitle id="notifications-title" className="flex items-center gap-2">
            <BellRing aria-hidden="true" className="size-5 text-accent" />
            Notifications
          </CardTitle>
          <CardDescription>Choose how Fertilia keeps you informed.</CardDescription>
        </CardHeader>
        <CardContent className="text-sm text-ink-muted">
          <p>
            Notification preferences arrive together with notifications themselves. Until then Fertilia only
            sends the e-mails your account needs: address confirmation, password resets and e-mail change
            links.
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
