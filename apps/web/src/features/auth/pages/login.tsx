import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { notify } from '@/lib/notify';
import { MESSAGES, type TokenPairResponse } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { useSession } from '@/lib/session-context';
import { landingPathFor } from '@/lib/landing';
import { announceSessionExpired } from '@/lib/session-expired-toast';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

/** The page the sign-in guard sent the visitor away from; only same-site paths are trusted. */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

export function Component() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const sessionExpired = params.get('session_expired') === 'true';

  // Said here too: a tab reloaded after the expiry has lost the toast of the page that noticed it.
  useEffect(() => {
    if (sessionExpired) announceSessionExpired();
  }, [sessionExpired]);

  const onAuthenticated = (pair: TokenPairResponse) => {
    signIn(pair);
    // An unconfirmed account may sign in only to confirm its address (spec 01 §4 'Account Not Confirmed').
    if (!pair.user.confirmed) {
      notify.error(MESSAGES.accountNotConfirmed, {
        description: `Confirm ${pair.user.email} to continue.`,
      });
      navigate('/confirm-email', { replace: true });
      return;
    }
    notify.success(MESSAGES.welcomeBack);
    navigate(returnPath(location.state) ?? landingPathFor(pair.user), { replace: true });
  };

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back to Fertilia."
      footer={
        <p>
          New here?{' '}
          <Link to="/register" className="font-medium text-brand-strong hover:underline">
            Create an account
          </Link>
        </p>
      }
    >
      {sessionExpired ? (
        <Alert tone="warning" title="Session expired">
          Please sign in again to continue.
        </Alert>
      ) : null}
      {params.get('reset_success') === 'true' ? (
        <Alert tone="success" title={MESSAGES.passwordReset}>
          Your password has been changed. Sign in with your new password.
        </Alert>
      ) : null}
      <LoginForm onAuthenticated={onAuthenticated} />
    </AuthCard>
  );
}
