import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

/*
 * The landing page's #quiz section. The quiz is its own chunk, fetched only when the section comes near
 * the viewport (or the visitor arrives at /#quiz), so the first page a visitor sees does not pay for it.
 */
const Quiz = lazy(() => import('./quiz'));
/** How close (px) the section must scroll before the quiz is fetched, so it is there when it is seen. */
const PREFETCH_MARGIN_PX = 600;

function useNearViewport(target: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof window !== 'undefined' && window.location.hash === '#quiz');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${PREFETCH_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target]);
  return near;
}

/** Keeps a failed chunk fetch (offline, a new deploy) inside the section instead of the whole page. */
class QuizBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="rounded-xl border border-line bg-surface p-6 text-ink-muted">
        The quiz could not be loaded.{' '}
        <button
          type="button"
          className="font-medium text-brand-strong underline underline-offset-4"
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>{' '}
        to try again.
      </p>
    );
  }
}

function QuizPlaceholder() {
  return (
    <div aria-busy="true" className="min-h-96 animate-pulse rounded-xl border border-line bg-surface">
      <span className="sr-only" role="status">
        Loading the quiz
      </span>
    </div>
  );
}

export function QuizSection() {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  return (
    <section ref={section} id="quiz" aria-labelledby="quiz-title" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">Fertility quiz</p>
        <h2 id="quiz-title" className="mt-2 max-w-3xl text-3xl font-semibold tracking-tight sm:text-4xl">
          Four questions to find where to start
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink-muted">
          Tell us a little about where you are, and we will point you to the guidance, articles and features
          that fit. It takes a minute and does not diagnose anything.
        </p>
        <div className="mt-10">
          {near ? (
            <QuizBoundary>
              <Suspense fallback={<QuizPlaceholder />}>
                <Quiz />
              </Suspense>
            </QuizBoundary>
          ) : (
            <QuizPlaceholder />
          )}
        </div>
      </div>
    </section>
  );
}
