import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/session-context';
import { ContactForm } from '../components/contact-form';

/** Lazy route module: /contact. */
export function Component() {
  const { user } = useSession();
  const [sent, setSent] = useState<string | null>(null);
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username : '';

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-12">
      <PageHeader
        title="Contact us"
        description="Questions about Fertilia, your account or a partnership: our team reads every message."
      />
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          {sent ? (
            <div className="flex flex-col items-start gap-4" role="status">
              <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
              <p className="text-lg">{sent}</p>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setSent(null)}>
                  Send another message
                </Button>
                <Button asChild variant="ghost">
                  <Link to="/help-center">Browse the help center</Link>
                </Button>
              </div>
            </div>
          ) : (
            <ContactForm defaults={user ? { name, email: user.email } : undefined} onSent={setSent} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
