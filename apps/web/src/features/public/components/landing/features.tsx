import {
  Bot,
  CalendarHeart,
  LineChart,
  Microscope,
  Stethoscope,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { Section } from './section';

const FEATURES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: CalendarHeart,
    title: 'Cycle tracking',
    text: 'Log periods, symptoms and test results, and see your cycle at a glance.',
  },
  {
    icon: Stethoscope,
    title: 'Consultations',
    text: 'Book video consultations with fertility experts and doctors who know IVF.',
  },
  {
    icon: LineChart,
    title: 'IVF success estimates',
    text: 'An estimate drawn from your own history — a starting point for a conversation with your doctor, never a verdict.',
  },
  {
    icon: Microscope,
    title: 'Embryo image analysis',
    text: 'Professionals can grade embryo images with AI support and explain the results to you.',
  },
  {
    icon: Bot,
    title: 'AI fertility assistant',
    text: 'Plain-language answers to everyday questions, any time — and a nudge to ask a professional when it matters.',
  },
  {
    icon: UsersRound,
    title: 'Community',
    text: 'Talk with people on the same path, under a username, with moderation that keeps it kind.',
  },
];

export function Features() {
  return (
    <Section
      id="features"
      eyebrow="Features"
      title="Everything around your treatment, in one place"
      intro="Fertilia is being built step by step. Accounts and profiles are open today; the tools below arrive in stages."
    >
      <ul className="grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-line bg-surface p-6 shadow-xs">
            <span className="flex size-11 items-center justify-center rounded-lg bg-accent-soft text-accent">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-ink-muted">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
