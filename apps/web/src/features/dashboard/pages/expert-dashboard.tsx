import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BookOpen, CalendarCheck, ChartColumn, Microscope, Settings, UserRound } from 'lucide-react';
import { ROLE_LABELS, VERIFICATION_STATUS_LABELS, type User } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session-context';
import { CompletenessCard } from '../components/completeness-card';
import { FeatureTile } from '../components/feature-tile';
import { Greeting } from '../components/greeting';
import { professionalCompleteness } from '../lib/completeness';

/** What the banner says while the licence is not verified; the verification screen has the details. */
const VERIFICATION_PROMPTS = {
  unverified: {
    tone: 'warning',
    text: 'Send your licence details so our team can check them. Until then you have no professional badge in the community, are not listed in the expert directory and cannot take consultations.',
    action: 'Send licence details',
  },
  pending: {
    tone: 'info',
    text: 'We are checking your licence, usually within two working days, and will e-mail you when it is done. Until then you have no professional badge in the community.',
    action: 'See what you sent',
  },
  rejected: {
    tone: 'error',
    text: 'We could not verify the licence details you sent. See the reviewer’s reason and send corrected details.',
    action: 'See why and resend',
  },
} as const;

/** A professional not yet verified learns it first, with the way to /verification (issue 14). */
function VerificationBanner({ user }: { user: User }) {
  const status = user.verification_status;
  if (status === null || status === 'verified') return null;
  const prompt = VERIFICATION_PROMPTS[status];
  return (
    <Alert tone={prompt.tone} title={VERIFICATION_STATUS_LABELS[status]} className="mb-6">
      <p>{prompt.text}</p>
      <Button asChild size="sm" variant={status === 'pending' ? 'secondary' : 'primary'} className="mt-3">
        <Link to="/verification">{prompt.action}</Link>
      </Button>
    </Alert>
  );
}

type ExpertDashboardProps = {
  /** Replaces the availability summary, e.g. the consultations feature's switch and hours (app/ composes). */
  availability?: ReactNode;
  /** Full-width sections under the workspace, e.g. the schedule editor and her patients. */
  children?: ReactNode;
};

export function Component({ availability, children }: ExpertDashboardProps = {}) {
  const { user } = useSession();
  const completeness = useMemo(() => (user ? professionalCompleteness(user) : null), [user]);
  if (!user || !completeness) {
    return <PageSpinner label="Loading your dashboard" />;
  }
  const available = user.professional_profile?.available_for_appointment === true;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col">
      <Greeting user={user} subtitle={`${ROLE_LABELS[user.role]} workspace`} />
      <VerificationBanner user={user} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-1">
          <CompletenessCard title="Professional profile" completeness={completeness} />
          {availability ?? (
            <Card>
              <CardHeader>
                <CardTitle>Availability</CardTitle>
                <CardDescription>Whether patients may request appointments with you.</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-col items-start gap-3">
                <Badge tone={available ? 'success' : 'neutral'}>
                  {available ? 'Accepting new appointments' : 'Not accepting appointments'}
                </Badge>
                <Button asChild variant="secondary" size="sm">
                  <Link to="/profile">Change availability</Link>
                </Button>
              </CardContent>
            </Card>
          )}
        </div>
        <section aria-labelledby="expert-links" className="flex flex-col gap-3 lg:col-span-2">
          <h2 id="expert-links" className="text-lg font-semibold">
            Your workspace
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <FeatureTile
              icon={UserRound}
              title="Profile"
              description="Bio, specialization, languages and qualifications patients see."
              to="/profile"
            />
            <FeatureTile
              icon={Settings}
              title="Settings"
              description="Username, e-mail and password."
              to="/settings"
            />
            <FeatureTile
              icon={BookOpen}
              title="Knowledge hub"
              description="The articles your patients read."
              to="/knowledge-hub"
            />
            <FeatureTile
              icon={CalendarCheck}
              title="Appointments"
              description="Accept, decline and complete consultations; write your notes."
              to="/appointments"
            />
            <FeatureTile
              icon={ChartColumn}
              title="Statistics"
              description="Your visits by month and status, completion rate and rating."
              to="/appointments/stats"
            />
            <FeatureTile
              icon={Microscope}
              title="Embryo analysis"
              description="Grade embryo pictures with AI support, then confirm or correct the grade."
              to="/embryo-analysis"
            />
          </div>
        </section>
      </div>
      {children ? <div className="mt-8 flex flex-col gap-6">{children}</div> : null}
    </div>
  );
}
