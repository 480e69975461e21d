import { useMemo, type ReactNode } from 'react';
import {
  Bell,
  BookOpen,
  Bot,
  CalendarDays,
  CalendarHeart,
  CreditCard,
  LineChart,
  MessageCircle,
  Microscope,
  Pill,
  Settings,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session-context';
import { CompletenessCard } from '../components/completeness-card';
import { FeatureTile } from '../components/feature-tile';
import { Greeting } from '../components/greeting';
import { patientCompleteness } from '../lib/completeness';

interface UserDashboardProps {
  /** Today's medications, from the treatments feature (composed in app/: features never import each other). */
  medications?: ReactNode;
}

export function Component({ medications }: UserDashboardProps = {}) {
  const { user } = useSession();
  const completeness = useMemo(() => (user ? patientCompleteness(user) : null), [user]);
  if (!user || !completeness) {
    return <PageSpinner label="Loading your dashboard" />;
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col">
      <Greeting user={user} subtitle="Your fertility journey in one place." />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-1">
          {medications}
          <CompletenessCard title="Your profile" completeness={completeness} />
        </div>
        <section aria-labelledby="things-to-do" className="flex flex-col gap-3 lg:col-span-2">
          <h2 id="things-to-do" className="text-lg font-semibold">
            What you can do
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <FeatureTile
              icon={CalendarHeart}
              title="Cycle tracking"
              description="Log periods, temperatures and tests, and see your predicted fertile days."
              to="/cycle-tracking"
            />
            <FeatureTile
              icon={UsersRound}
              title="Community"
              description="Talk with others on the same path."
              to="/community"
            />
            <FeatureTile
              icon={MessageCircle}
              title="Messages"
              description="Private conversations with other members."
              to="/messages"
            />
            <FeatureTile
              icon={Bell}
              title="Notifications"
              description="Replies, messages and reminders in one list."
              to="/notifications"
            />
            <FeatureTile
              icon={UserRound}
              title="Profile"
              description="Personal details and the medical profile your care team reads."
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
              description="Articles on fertility, IVF and looking after yourself."
              to="/knowledge-hub"
            />
            <FeatureTile
              icon={LineChart}
              title="IVF success prediction"
              description="Your chance of a live birth from IVF, with how sure it is."
              to="/ivf-prediction"
            />
            <FeatureTile
              icon={CalendarDays}
              title="Consultations"
              description="Book a video visit with a fertility expert or doctor."
              to="/appointments/book"
            />
            <FeatureTile
              icon={Bot}
              title="AI fertility assistant"
              description="Everyday questions answered from our reviewed articles, each sentence sourced."
              to="/ai-assistant"
            />
            <FeatureTile
              icon={Microscope}
              title="Embryo analysis"
              description="Pictures of your embryos graded, with what was measured and how sure it is."
              to="/embryo-analysis"
            />
            <FeatureTile
              icon={Pill}
              title="Treatments"
              description="Your medications with reminders, lab results and your doctors’ notes."
              to="/treatments"
            />
            <FeatureTile
              icon={CreditCard}
              title="Plans and pricing"
              description="What each plan includes."
              to="/pricing"
            />
          </div>
        </section>
      </div>
    </div>
  );
}
