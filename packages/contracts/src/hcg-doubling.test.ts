import { describe, expect, it } from 'vitest';
import { HCG_MIN_48H_RISE_PERCENT, hcgDoublingHours, hcgRise48hPercent, readHcgRise } from './hcg-doubling';

const sample = (value: number, taken_on: string) => ({ value, taken_on });

describe('hcgDoublingHours', () => {
  it('is 48 hours when the value doubles in two days', () => {
    expect(hcgDoublingHours(sample(100, '2026-11-01'), sample(200, '2026-11-03'))).toBeCloseTo(48, 10);
  });

  it('follows t·ln2/ln(v2/v1): 120 → 250 in 48 h is 45.3 h, 100 → 800 in 3 days is 24 h', () => {
    // 48 × 0.693147 / ln(2.083333) = 33.2711 / 0.733969 = 45.33
    expect(hcgDoublingHours(sample(120, '2026-11-01'), sample(250, '2026-11-03'))).toBeCloseTo(45.33, 2);
    // Three doublings in 72 hours.
    expect(hcgDoublingHours(sample(100, '2026-11-01'), sample(800, '2026-11-04'))).toBeCloseTo(24, 10);
  });

  it('crosses month ends by calendar days', () => {
    expect(hcgDoublingHours(sample(50, '2026-02-27'), sample(100, '2026-03-01'))).toBeCloseTo(48, 10);
  });

  it('is null when the value did not rise, the samples share a day or come in the wrong order', () => {
    expect(hcgDoublingHours(sample(200, '2026-11-01'), sample(200, '2026-11-03'))).toBeNull();
    expect(hcgDoublingHours(sample(200, '2026-11-01'), sample(150, '2026-11-03'))).toBeNull();
    expect(hcgDoublingHours(sample(100, '2026-11-01'), sample(200, '2026-11-01'))).toBeNull();
    expect(hcgDoublingHours(sample(100, '2026-11-03'), sample(200, '2026-11-01'))).toBeNull();
    expect(hcgDoublingHours(sample(0, '2026-11-01'), sample(200, '2026-11-03'))).toBeNull();
  });
});

describe('hcgRise48hPercent', () => {
  it('is the rise itself over exactly 48 hours, and scaled to 48 hours otherwise', () => {
    expect(hcgRise48hPercent(sample(100, '2026-11-01'), sample(166, '2026-11-03'))).toBeCloseTo(66, 10);
    // 100 → 400 over 4 days is the same pace as doubling in 2: a 100% rise over 48 hours.
    expect(hcgRise48hPercent(sample(100, '2026-11-01'), sample(400, '2026-11-05'))).toBeCloseTo(100, 10);
    expect(hcgRise48hPercent(sample(100, '2026-11-03'), sample(80, '2026-11-05'))).toBeCloseTo(-20, 10);
    expect(hcgRise48hPercent(sample(100, '2026-11-03'), sample(180, '2026-11-03'))).toBeNull();
  });
});

describe('readHcgRise', () => {
  it('sets a rise at or above the published minimum beside it, as information', () => {
    const reading = readHcgRise(sample(100, '2026-11-01'), sample(200, '2026-11-03'));
    expect(reading.doubling_hours).toBeCloseTo(48, 10);
    expect(reading.rise_48h_percent).toBeCloseTo(100, 10);
    expect(reading.words).toContain('about every 48 hours');
    expect(reading.words).toContain(`at least ${HCG_MIN_48H_RISE_PERCENT}%`);
    expect(reading.words).toContain('ask them');
    expect(reading.source_url).toBe('https://doi.org/10.1097/01.AOG.0000128174.48843.12');
  });

  it('says a slower rise is slower than the figure without naming a diagnosis', () => {
    const reading = readHcgRise(sample(100, '2026-11-01'), sample(130, '2026-11-03'));
    expect(reading.rise_48h_percent).toBeCloseTo(30, 10);
    expect(reading.words).toContain('slower than the 53%');
    expect(reading.words).not.toMatch(/ectopic|miscarriage|not viable/i);
  });

  it('says when no rise can be worked out', () => {
    expect(readHcgRise(sample(100, '2026-11-01'), sample(90, '2026-11-03'))).toMatchObject({
      doubling_hours: null,
      words: expect.stringContaining('not higher'),
    });
    expect(readHcgRise(sample(100, '2026-11-01'), sample(150, '2026-11-01')).words).toContain('same day');
  });
});
