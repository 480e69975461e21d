import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { notify } from '@/lib/notify';
import { isStaff, MESSAGES, type TokenPairResponse } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { useSession } from '@/lib/session-context';
import { landingPathFor } from '@/lib/landing';
import { endUnkeptSession } from '../api/end-session';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export function Component() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [notStaff, setNotStaff] = useState(false);

  const onAuthenticated = (pair: TokenPairResponse) => {
    // A non-staff account's tokens are never stored here, and its new session is ended at once:
    // the back office is not its door in.
    if (!isStaff(pair.user.role)) {
      setNotStaff(true);
      void endUnkeptSession(pair.access_token).catch(() => undefined);
      return;
    }
    setNotStaff(false);
    signIn(pair);
    notify.success(MESSAGES.welcomeBack);
    navigate(landingPathFor(pair.user), { replace: true });
  };

  return (
    <AuthCard
      title="Staff sign in"
      description={
        <span className="inline-flex items-center gap-1.5">
          <ShieldCheck aria-hidden="true" className="size-4 text-accent" />
          Back office for Fertilia staff. Every access is recorded.
        </span>
      }
      footer={
        <p>
          Not staff?{' '}
          <Link to="/login" className="font-medium text-brand-strong hover:underline">
            Go to the patient and expert sign-in
          </Link>
        </p>
      }
    >
      {notStaff ? (
        <Alert tone="error" title="No staff access">
          This account has no access to the back office. Use the regular sign-in page instead.
        </Alert>
      ) : null}
      <LoginForm onAuthenticated={onAuthenticated} submitLabel="Sign in to the back office" />
    </AuthCard>
  );
}
