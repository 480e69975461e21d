export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every page: keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[60] rounded-lg bg-surface px-4 py-3 font-medium text-ink shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  );
}
