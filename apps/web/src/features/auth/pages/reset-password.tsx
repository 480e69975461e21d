import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { CheckCircle2, LinkIcon } from 'lucide-react';
import { notify } from '@/lib/notify';
import { MESSAGES, RESET_SUCCESS_REDIRECT_MS } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { useResetTokenCheck } from '../api/validate-reset-token';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

/** Serves /reset-password?token=, /reset-password-token?token= and /reset-password/:token alike. */
export function Component() {
  const { token: pathToken } = useParams();
  const [params] = useSearchParams();
  const token = pathToken ?? params.get('token');
  const check = useResetTokenCheck(token);
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => navigate('/login?reset_success=true', { replace: true }),
      RESET_SUCCESS_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (done) {
    return (
      <AuthCard centered title={MESSAGES.passwordReset}>
        <div className="flex flex-col items-center gap-3 text-center" role="status">
          <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
          <p>Your password has been changed. Taking you to sign in…</p>
        </div>
      </AuthCard>
    );
  }

  const invalidLink = (
    <AuthCard centered title="Link not valid">
      <div className="flex flex-col items-center gap-4 text-center">
        <LinkIcon aria-hidden="true" className="size-10 text-ink-muted" />
        <p role="alert">{MESSAGES.resetTokenInvalid}.</p>
        <p className="text-sm text-ink-muted">
          Reset links work once and expire after a while. Ask for a fresh one.
        </p>
        <Button asChild>
          <Link to="/forgot-password">Request a new link</Link>
        </Button>
      </div>
    </AuthCard>
  );
  if (!token) return invalidLink;

  return (
    <QueryState
      query={check}
      loadingLabel="Checking your reset link"
      skeleton={
        <AuthCard centered title="Checking your link">
          <div className="flex justify-center py-6">
            <Spinner label={null} className="size-8 text-brand" />
          </div>
        </AuthCard>
      }
      errorTitle={MESSAGES.resetTokenInvalid}
      renderError={() => invalidLink}
    >
      {({ email }) => (
        <AuthCard title="Choose a new password" description={`For ${email}.`}>
          <ResetPasswordForm
            token={token}
            email={email}
            onReset={() => {
              notify.success(MESSAGES.passwordReset);
              setDone(true);
            }}
          />
        </AuthCard>
      )}
    </QueryState>
  );
}
