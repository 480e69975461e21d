import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Features } from '../components/landing/features';
import { Hero } from '../components/landing/hero';
import { HowItWorks } from '../components/landing/how-it-works';
import { Stories } from '../components/landing/stories';

/** The sections other features own; app/landing.tsx composes them in (features never import each other). */
export type LandingSlots = {
  /** The #quiz section. */
  quiz: ReactNode;
  /** The newsletter and waitlist section (#stay-in-touch). */
  signups: ReactNode;
};

/** Kept free of forms, charts and contracts so the first page a visitor sees stays small (≤ 170 KB JS). */
export function LandingPage({ quiz, signups }: LandingSlots) {
  const { hash } = useLocation();
  // Links like /#quiz from other pages arrive by client-side navigation, which does not scroll by itself.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView?.();
  }, [hash]);

  return (
    <>
      <Hero />
      <Features />
      <HowItWorks />
      <section aria-labelledby="treatments-guide-title" className="border-y border-line bg-canvas">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-3 px-4 py-10 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="treatments-guide-title" className="text-xl font-semibold">
              New to fertility treatment?
            </h2>
            <p className="mt-1 text-ink-muted">
              IVF, ICSI, IUI and frozen transfers explained step by step, in plain words.
            </p>
          </div>
          <Button asChild variant="secondary">
            <Link to="/fertility-treatments">Read about fertility treatments</Link>
          </Button>
        </div>
      </section>
      {quiz}
      <Stories />
      {signups}
      <section aria-labelledby="cta-title" className="bg-brand text-ink-inverse">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-14 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="cta-title" className="text-2xl font-semibold">
              Ready when you are.
            </h2>
            <p className="mt-1 text-ink-inverse/90">Free to join. Your data stays yours.</p>
          </div>
          <Button asChild size="lg" variant="secondary">
            <Link to="/register">Create your account</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
