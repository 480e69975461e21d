import { useEffect, useMemo, useState } from 'react';
import { loadable } from '@/lib/loadable';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from './cn';

type Score = 0 | 1 | 2 | 3 | 4;

interface Estimate {
  score: Score;
  warning: string | null;
  suggestions: string[];
}

type Estimator = (password: string, userInputs: string[]) => Estimate;

/**
 * zxcvbn-ts and its dictionaries (about 840 kB gzipped) load on the first character typed, in chunks of their
 * own, never with the page. Levenshtein matching stays off: it costs hundreds of milliseconds a check.
 */
const estimator = loadable<Estimator>(async () => {
  const [{ ZxcvbnFactory }, common, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  });
  return (password, userInputs) => {
    const { score, feedback } = zxcvbn.check(password, userInputs);
    return { score, warning: feedback.warning, suggestions: feedback.suggestions };
  };
});

/** Typing pauses this long before the estimate is redone: a long passphrase is not checked once per key. */
const SETTLE_MS = 200;

/** Words a guesser would try first that are not in any dictionary: the site's own name. */
const SITE_WORDS = ['fertilia'];

/** The label is the meaning; the colours only repeat it. */
const levels: Record<Score, { label: string; bar: string; text: string }> = {
  0: { label: 'Very weak', bar: 'bg-danger', text: 'text-danger' },
  1: { label: 'Weak', bar: 'bg-danger', text: 'text-danger' },
  2: { label: 'Fair', bar: 'bg-warning', text: 'text-warning-ink' },
  3: { label: 'Good', bar: 'bg-accent', text: 'text-accent-ink' },
  4: { label: 'Strong', bar: 'bg-success', text: 'text-success-ink' },
};

const SEGMENTS = [0, 1, 2, 3, 4] as const;

/** Shorter words match inside too many others ("al" in "crystal") to count as personal data. */
const WORD_MIN = 3;

/** The identity words, plus an e-mail address's local part, lower-cased and without the too short ones. */
function guessableWords(identity: readonly string[]): string[] {
  const words = new Set(SITE_WORDS);
  for (const value of identity) {
    const word = value.trim().toLowerCase();
    for (const candidate of [word, word.split('@')[0] ?? '']) {
      if (candidate.length >= WORD_MIN) words.add(candidate);
    }
  }
  return [...words];
}

interface PasswordStrengthProps {
  password: string;
  /** What this person is known by (username, e-mail, names): a password built from them is easy to guess. */
  userInputs: readonly (string | null | undefined)[];
  className?: string;
}

/**
 * Advice under a new-password field: a strength bar, its label and zxcvbn's warning and suggestions. It is
 * advice only; the rules a password must meet are the contract's, checked on submit and by the server.
 */
export function PasswordStrength({ password, userInputs, className }: PasswordStrengthProps) {
  const [estimate, setEstimate] = useState(() => estimator.get());
  const settled = useDebouncedValue(password, SETTLE_MS);
  // Callers rebuild the array on every render; its joined text changes only when a word does.
  const identity = userInputs.join('\n');
  const words = useMemo(() => guessableWords(identity.split('\n')), [identity]);

  useEffect(() => {
    if (estimate || !password) return;
    let current = true;
    estimator.load().then(
      (loaded) => {
        if (current) setEstimate(() => loaded);
      },
      // Offline or a stale deploy: no advice this time, the next character tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [estimate, password]);

  const result = useMemo(
    () => (estimate && settled ? estimate(settled, words) : null),
    [estimate, settled, words],
  );
  // Cleared: the advice goes at once rather than after the pause.
  const shown = password ? result : null;
  const level = shown ? levels[shown.score] : null;

  return (
    // The live region stays in the page while empty, so screen readers announce what later appears in it.
    <div aria-live="polite" className={className}>
      {shown && level ? (
        <div className="mt-2 flex flex-col gap-1.5">
          <div className="flex items-center gap-3">
            <div aria-hidden="true" className="grid flex-1 grid-cols-5 gap-1">
              {SEGMENTS.map((segment) => (
                <span
                  key={segment}
                  className={cn(
                    'h-1.5 rounded-full transition-colors motion-reduce:transition-none',
                    segment <= shown.score ? level.bar : 'bg-line-strong/60',
                  )}
                />
              ))}
            </div>
            <p className={cn('shrink-0 text-sm font-medium', level.text)}>
              <span className="sr-only">Password strength: </span>
              <span>{level.label}</span>
            </p>
          </div>
          {shown.warning ? <p className="text-sm text-ink">{shown.warning}</p> : null}
          {shown.suggestions.length > 0 ? (
            <ul className="flex flex-col gap-0.5 text-sm text-ink-muted">
              {shown.suggestions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
