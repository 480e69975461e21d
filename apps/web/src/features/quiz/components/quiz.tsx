import { useMemo, useRef, useState } from 'react';
import { clearAnswers, loadAnswers, saveAnswers } from '../lib/quiz-storage';
import type { QuizAnswers } from '../lib/quiz-questions';
import { recommend } from '../lib/recommend';
import { QuizForm } from './quiz-form';
import { QuizResults } from './quiz-results';

/** The quiz itself, loaded lazily by QuizSection: four questions, then the result, all in the browser. */
export default function Quiz() {
  const [answers, setAnswers] = useState<QuizAnswers | null>(loadAnswers);
  const heading = useRef<HTMLHeadingElement>(null);
  const result = useMemo(() => (answers ? recommend(answers) : null), [answers]);

  const done = (next: QuizAnswers) => {
    saveAnswers(next);
    setAnswers(next);
    // The result replaces the form: move focus to it so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const restart = () => {
    clearAnswers();
    setAnswers(null);
  };

  return result ? (
    <QuizResults headingRef={heading} result={result} onRestart={restart} />
  ) : (
    <QuizForm onDone={done} />
  );
}
