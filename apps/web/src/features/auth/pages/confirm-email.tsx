import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, MailWarning, XCircle } from 'lucide-react';
import { notify } from '@/lib/notify';
import { MESSAGES } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session-context';
import { landingPathFor } from '@/lib/landing';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthCard } from '../components/auth-card';
import { AwaitingConfirmation } from '../components/awaiting-confirmation';

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user, isAuthenticated, refreshProfile } = useSession();
  const confirm = useConfirmEmail();
  const started = useRef(false);

  useEffect(() => {
    // A link is confirmed once, even when React mounts effects twice in development.
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token, {
      onSuccess: (reply) => {
        notify.success(reply.message);
        if (isAuthenticated) void refreshProfile();
      },
    });
  }, [token, confirm, isAuthenticated, refreshProfile]);

  const continueLink =
    isAuthenticated && user ? (
      <Button asChild className="w-full">
        <Link to={landingPathFor({ ...user, confirmed: true })}>Continue to your dashboard</Link>
      </Button>
    ) : (
      <Button asChild className="w-full">
        <Link to="/login">Sign in</Link>
      </Button>
    );

  if (token) {
    if (confirm.isSuccess) {
      return (
        <AuthCard centered title={MESSAGES.emailConfirmed}>
          <div className="flex flex-col items-center gap-4 text-center" role="status">
            <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
            <p>
              Thank you — <strong>{confirm.data.user.email}</strong> is confirmed.
            </p>
            {continueLink}
          </div>
        </AuthCard>
      );
    }
    if (confirm.isError) {
      return (
        <AuthCard centered title="Confirmation failed">
          <div className="flex flex-col items-center gap-4 text-center">
            <XCircle aria-hidden="true" className="size-10 text-danger" />
            <p role="alert">{confirm.error.message || MESSAGES.confirmTokenInvalid}</p>
            {isAuthenticated && user && !user.confirmed ? (
              <AwaitingConfirmation email={user.email} />
            ) : (
              continueLink
            )}
          </div>
        </AuthCard>
      );
    }
    return (
      <AuthCard centered title="Confirming your e-mail">
        <PageSpinner label="Confirming your e-mail address" className="py-6" />
      </AuthCard>
    );
  }

  if (isAuthenticated && user?.confirmed) {
    return (
      <AuthCard centered title={MESSAGES.emailAlreadyConfirmed}>
        <div className="flex flex-col items-center gap-4 text-center">
          <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
          {continueLink}
        </div>
      </AuthCard>
    );
  }

  if (isAuthenticated && user) {
    return (
      <AuthCard centered title="Confirm your e-mail">
        <AwaitingConfirmation email={user.email} />
      </AuthCard>
    );
  }

  return (
    <AuthCard centered title="Confirm your e-mail">
      <div className="flex flex-col items-center gap-4 text-center">
        <MailWarning aria-hidden="true" className="size-10 text-accent" />
        <p>Open the confirmation link we e-mailed you when you registered. Then sign in to continue.</p>
        {continueLink}
      </div>
    </AuthCard>
  );
}
