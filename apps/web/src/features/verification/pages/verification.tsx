import { useEffect } from 'react';
import { VERIFICATION_MESSAGES, type ProfessionalVerification } from '@fertilia/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session-context';
import { useMyVerification } from '../api/get-my-verification';
import { VerificationView } from '../components/verification-view';

/** Lazy route module: /verification, an expert's or doctor's licence check (issue 14). */
export function Component() {
  const { user, updateUser } = useSession();
  const verification = useMyVerification();
  const status = verification.data?.status;

  // The signed-in user carries the status too (dashboard, menus): keep it in step with what the server says,
  // after a submission here or a decision made by staff since the session began.
  useEffect(() => {
    if (user && status && user.verification_status !== status)
      updateUser({ ...user, verification_status: status });
  }, [status, user, updateUser]);

  if (!user) return <PageSpinner label="Loading your verification status" />;
  const submitted = (next: ProfessionalVerification) =>
    updateUser({ ...user, verification_status: next.status });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col">
      <PageHeader
        title="Professional verification"
        description="We check the licence of every expert and doctor before the community sees them as one."
      />
      <QueryState
        query={verification}
        loadingLabel="Loading your verification status"
        skeleton={<Skeletons shapes={['h-36 w-full rounded-xl', 'h-64 w-full rounded-xl']} />}
        errorTitle={VERIFICATION_MESSAGES.statusLoadFailed}
      >
        {(data) => <VerificationView verification={data} user={user} onSubmitted={submitted} />}
      </QueryState>
    </div>
  );
}
