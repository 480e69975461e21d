import { Mail, Sparkles } from 'lucide-react';
import { NewsletterSignup } from './newsletter-signup';
import { WaitlistSignup } from './waitlist-signup';

/** The landing page's newsletter and waitlist forms, side by side; loaded only when scrolled near. */
export default function StayInTouch() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="rounded-xl border border-line bg-surface p-6 sm:p-8">
        <h3 className="flex items-center gap-2 text-xl font-semibold">
          <Mail aria-hidden="true" className="size-5 text-brand" />
          The Fertilia newsletter
        </h3>
        <p className="mt-2 mb-5 text-ink-muted">
          One calm e-mail a month: new knowledge-hub articles, product news and nothing else. We ask you to
          confirm your address first.
        </p>
        <NewsletterSignup />
      </div>
      <div className="rounded-xl border border-line bg-surface p-6 sm:p-8">
        <h3 className="flex items-center gap-2 text-xl font-semibold">
          <Sparkles aria-hidden="true" className="size-5 text-brand" />
          Join the waitlist
        </h3>
        <p className="mt-2 mb-5 text-ink-muted">
          Clinic accounts and new features open in waves. Leave your address and we will write when it is your
          turn.
        </p>
        <WaitlistSignup source="landing" />
      </div>
    </div>
  );
}
