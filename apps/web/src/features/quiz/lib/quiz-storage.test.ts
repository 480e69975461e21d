import { describe, expect, it } from 'vitest';
import { clearAnswers, loadAnswers, parseAnswers, saveAnswers } from './quiz-storage';

const answers = { trying: 'not_yet', age: '35_37', conditions: ['pcos'], goal: 'understand_cycle' } as const;

describe('quiz storage', () => {
  it('keeps answers in this tab’s sessionStorage only', () => {
    saveAnswers({ ...answers, conditions: [...answers.conditions] });
    expect(loadAnswers()).toEqual(answers);
    expect(localStorage.length).toBe(0);
    clearAnswers();
    expect(loadAnswers()).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['an unknown duration', JSON.stringify({ ...answers, trying: 'forever' })],
    ['an unknown condition', JSON.stringify({ ...answers, conditions: ['flu'] })],
    ['missing conditions', JSON.stringify({ ...answers, conditions: undefined })],
  ])('reads %s as no answers', (_what, raw) => {
    expect(parseAnswers(raw)).toBeNull();
  });
});
