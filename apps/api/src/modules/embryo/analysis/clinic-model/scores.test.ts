import { describe, expect, it } from 'vitest';
import { readScores, softmax } from './scores';

const labels = ['poor', 'fair', 'good'];

describe('reading the model output', () => {
  it('softmax sums to 1, keeps the order and does not overflow on large logits', () => {
    const p = softmax([1000, 1001, 999]);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(p[1]).toBeGreaterThan(p[0]!);
    expect(p[0]).toBeGreaterThan(p[2]!);
    expect(p.every(Number.isFinite)).toBe(true);
    expect(softmax([0, Math.log(3)])).toEqual([0.25, 0.75].map((x) => expect.closeTo(x, 12)));
  });

  it('puts logits through softmax and probabilities not, the likeliest label first', () => {
    const fromLogits = readScores([0, Math.log(3), Math.log(6)], { labels, output: { kind: 'logits' } });
    expect(fromLogits.label).toBe('good');
    expect(fromLogits.scores.map((s) => s.label)).toEqual(['good', 'fair', 'poor']);
    expect(fromLogits.scores.map((s) => s.probability)).toEqual(
      [0.6, 0.3, 0.1].map((x) => expect.closeTo(x, 12)),
    );

    const asGiven = readScores([0.2, 0.7, 0.1], { labels, output: { kind: 'probabilities' } });
    expect(asGiven).toEqual({
      label: 'fair',
      probability: 0.7,
      scores: [
        { label: 'fair', probability: 0.7 },
        { label: 'poor', probability: 0.2 },
        { label: 'good', probability: 0.1 },
      ],
    });
  });

  it('keeps float32 rounding within 0–1', () => {
    const result = readScores([1.0000001, -0.0000001, 0], { labels, output: { kind: 'probabilities' } });
    expect(result.probability).toBe(1);
    expect(result.scores.map((s) => s.probability)).toEqual([1, 0, 0]);
  });

  it('refuses a count of values other than the labels, and values that are not numbers', () => {
    expect(() => readScores([0.5, 0.5], { labels, output: { kind: 'probabilities' } })).toThrow(
      /2 values for 3 labels/,
    );
    expect(() => readScores([0, Number.NaN, 1], { labels, output: { kind: 'logits' } })).toThrow(/finite/);
  });
});
