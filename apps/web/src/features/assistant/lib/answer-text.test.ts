import { describe, expect, it } from 'vitest';
import { answerParagraphs, titleFromQuestion } from './answer-text';

describe('answerParagraphs', () => {
  it('keeps paragraphs and turns known markers into citations', () => {
    expect(
      answerParagraphs('Rest is advised [1].\n\nCall the clinic [1, 2][3]. Then wait.', new Set([1, 2, 3])),
    ).toEqual([
      [{ text: 'Rest is advised' }, { cite: 1 }, { text: '.' }],
      [{ text: 'Call the clinic' }, { cite: 1 }, { cite: 2 }, { cite: 3 }, { text: '. Then wait.' }],
    ]);
  });

  it('leaves a marker that names no source of the answer as written', () => {
    expect(answerParagraphs('Odd [7] marker [1].', new Set([1]))).toEqual([
      [{ text: 'Odd [7] marker' }, { cite: 1 }, { text: '.' }],
    ]);
  });
});

describe('titleFromQuestion', () => {
  it('keeps a short question whole, on one line', () => {
    expect(titleFromQuestion('  What is\nOHSS? ')).toBe('What is OHSS?');
  });

  it('cuts a long one at a word, within 100 characters', () => {
    const title = titleFromQuestion(`${'word '.repeat(40)}end`);
    expect(title.length).toBeLessThanOrEqual(100);
    expect(title.endsWith('word…')).toBe(true);
  });
});
