import { AGE_BANDS, GOALS, KNOWN_CONDITIONS, TRYING_DURATIONS, type QuizAnswers } from './quiz-questions';

/**
 * Answers live in this tab's sessionStorage only — so a reload keeps the result — and are never sent to the
 * server: closing the tab forgets them.
 */
const KEY = 'fertilia.quiz.answers';

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** Anything stored by another version of the quiz, or tampered with, reads as no answers. */
export function parseAnswers(raw: string | null): QuizAnswers | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof QuizAnswers, unknown>>;
    const conditions = Array.isArray(value.conditions) ? value.conditions : null;
    if (
      !isOneOf(TRYING_DURATIONS, value.trying) ||
      !isOneOf(AGE_BANDS, value.age) ||
      !isOneOf(GOALS, value.goal) ||
      !conditions?.every((c) => isOneOf(KNOWN_CONDITIONS, c))
    ) {
      return null;
    }
    return { trying: value.trying, age: value.age, goal: value.goal, conditions };
  } catch {
    return null;
  }
}

// Storage can throw (private mode, disabled storage); the quiz then simply does not remember.
export function loadAnswers(): QuizAnswers | null {
  try {
    return parseAnswers(sessionStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export function saveAnswers(answers: QuizAnswers): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(answers));
  } catch {
    /* not remembered */
  }
}

export function clearAnswers(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing to clear */
  }
}
