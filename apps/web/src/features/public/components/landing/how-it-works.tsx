import { Section } from './section';

const STEPS = [
  {
    title: 'Create your account',
    text: 'Join as a patient, an expert or a doctor, and confirm your e-mail address.',
  },
  {
    title: 'Complete your profile',
    text: 'Add what helps your care team — cycle length, history, medications. Every field is optional and yours to change.',
  },
  {
    title: 'Learn and connect',
    text: 'Read trusted articles, talk with the community and book a consultation when you are ready.',
  },
  {
    title: 'Stay in control',
    text: 'You decide who sees your health information, and you can ask for a copy or deletion at any time.',
  },
] as const;

export function HowItWorks() {
  return (
    <Section
      id="how-it-works"
      eyebrow="How it works"
      title="Four steps, at your own pace"
      className="bg-surface"
    >
      <ol className="grid list-none gap-6 p-0 md:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex flex-col gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand text-lg font-semibold text-ink-inverse"
            >
              {index + 1}
            </span>
            <h3 className="text-lg font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="text-ink-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
