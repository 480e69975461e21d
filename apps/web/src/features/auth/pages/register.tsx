import { Link, useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { MESSAGES, type TokenPairResponse } from '@fertilia/contracts';
import { useSession } from '@/lib/session-context';
import { landingPathFor } from '@/lib/landing';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export function Component() {
  const navigate = useNavigate();
  const { signIn } = useSession();

  const onRegistered = (pair: TokenPairResponse) => {
    signIn(pair);
    notify.success(MESSAGES.registrationSuccessful);
    navigate(pair.user.confirmed ? landingPathFor(pair.user) : '/confirm-email', { replace: true });
  };

  return (
    <AuthCard
      title="Create your account"
      description="Join Fertilia as a patient, an expert or a doctor."
      footer={
        <div className="flex flex-col items-center gap-2 text-center">
          <p>
            Already have an account?{' '}
            <Link to="/login" className="font-medium text-brand-strong hover:underline">
              Sign in
            </Link>
          </p>
          <p className="text-xs">
            By creating an account you accept the{' '}
            <Link to="/terms-of-use" className="underline">
              terms of use
            </Link>{' '}
            and the{' '}
            <Link to="/privacy-policy" className="underline">
              privacy policy
            </Link>
            .
          </p>
        </div>
      }
    >
      <RegisterForm onRegistered={onRegistered} />
    </AuthCard>
  );
}
