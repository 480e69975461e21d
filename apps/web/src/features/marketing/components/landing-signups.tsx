import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const StayInTouch = lazy(() => import('./stay-in-touch'));

/** How far below the fold the forms start loading, so they are ready by the time they scroll into view. */
const PRELOAD_MARGIN = '600px';
export const SIGNUPS_ANCHOR = 'stay-in-touch';

/**
 * The landing page's newsletter and waitlist section. Only this shell ships with the page: the forms load
 * when the visitor scrolls near them (or arrives at #stay-in-touch), keeping the first load small.
 */
export function LandingSignups() {
  const anchor = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(
    () => typeof window !== 'undefined' && window.location.hash === `#${SIGNUPS_ANCHOR}`,
  );

  useEffect(() => {
    if (wanted || !anchor.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: `${PRELOAD_MARGIN} 0px` },
    );
    observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [wanted]);

  return (
    <section
      ref={anchor}
      id={SIGNUPS_ANCHOR}
      aria-labelledby={`${SIGNUPS_ANCHOR}-title`}
      className="scroll-mt-20 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">Stay in touch</p>
        <h2
          id={`${SIGNUPS_ANCHOR}-title`}
          className="mt-2 max-w-3xl text-3xl font-semibold tracking-tight sm:text-4xl"
        >
          News when it matters, never more
        </h2>
        {/* The reserved height keeps the page from jumping when the forms arrive. */}
        <div className="mt-10 min-h-[26rem] md:min-h-[22rem]">
          {wanted ? (
            <Suspense fallback={<p className="text-ink-muted">Loading the sign-up forms…</p>}>
              <StayInTouch />
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
}
