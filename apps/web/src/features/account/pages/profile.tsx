import { Link } from 'react-router';
import { isProfessional } from '@fertilia/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session-context';
import { AccountDetailsForm } from '../components/account-details-form';
import { MedicalProfileForm } from '../components/medical-profile-form';
import { ProfessionalProfileForm } from '../components/professional-profile-form';
import { ProfilePhotoCard } from '../components/profile-photo-card';

export function Component() {
  const { user } = useSession();
  if (!user) {
    return <PageSpinner label="Loading your profile" />;
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Profile"
        description={
          <>
            What others on Fertilia can know about you. Username, e-mail and password are in{' '}
            <Link to="/settings" className="font-medium text-brand-strong underline-offset-4 hover:underline">
              settings
            </Link>
            .
          </>
        }
      />
      <ProfilePhotoCard user={user} />
      <AccountDetailsForm user={user} />
      {user.role === 'patient' ? <MedicalProfileForm user={user} /> : null}
      {isProfessional(user.role) ? <ProfessionalProfileForm user={user} /> : null}
    </div>
  );
}
