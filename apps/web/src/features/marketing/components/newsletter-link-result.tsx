import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { MESSAGES } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useNewsletterLink, type NewsletterLinkAction } from '../api/newsletter-link';

const TITLES: Record<NewsletterLinkAction, { busy: string; done: string; failed: string }> = {
  confirm: {
    busy: 'Confirming your subscription',
    done: 'Subscription confirmed',
    failed: 'Confirmation failed',
  },
  unsubscribe: { busy: 'Unsubscribing', done: 'Unsubscribed', failed: 'Unsubscribe failed' },
};

/** Opens a newsletter mail's link: sends its token once and shows what the server answered. */
export function NewsletterLinkResult({ action }: { action: NewsletterLinkAction }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const link = useNewsletterLink(action);
  const started = useRef(false);

  useEffect(() => {
    // Once per page, even when React runs effects twice in development.
    if (!token || started.current) return;
    started.current = true;
    link.mutate(token);
  }, [token, link]);

  const titles = TITLES[action];
  const failed = !token || link.isError;
  const title = link.isSuccess ? titles.done : failed ? titles.failed : titles.busy;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-16">
      <Card>
        <CardHeader>
          <h1 className="text-xl leading-tight font-semibold">{title}</h1>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          {link.isSuccess ? (
            <>
              <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
              <p role="status">{link.data.message}</p>
            </>
          ) : failed ? (
            <>
              <XCircle aria-hidden="true" className="size-10 text-danger" />
              <p role="alert">{link.error?.message || MESSAGES.newsletterLinkInvalid}</p>
            </>
          ) : (
            <Spinner label={titles.busy} className="size-8 text-brand" />
          )}
          <Button asChild variant="secondary">
            <Link to="/">Back to Fertilia</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
