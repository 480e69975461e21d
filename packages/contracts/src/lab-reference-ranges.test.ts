import { describe, expect, it } from 'vitest';
import { WHO_2021_LOWER_LIMITS, ageOn, labCyclePhaseOf, labFlag, labReference } from './lab-reference-ranges';
import { LAB_TESTS, convertLabValue, standardUnitOf } from './lab-tests';
import { labReferenceSchema } from './lab-results';

const at = (age: number | null, cycleDay: number | null = null) => ({ age, cycleDay });

describe('unit conversions', () => {
  it('turns AMH ng/mL into pmol/L and back (1 ng/mL = 7.14 pmol/L)', () => {
    expect(convertLabValue('amh', 2, 'ng/mL', 'pmol/L')).toBeCloseTo(14.28, 10);
    expect(convertLabValue('amh', 14.28, 'pmol/L', 'ng/mL')).toBeCloseTo(2, 10);
    expect(convertLabValue('amh', 1, 'pmol/L', 'ng/mL')).toBeCloseTo(0.14006, 5);
  });

  it('turns estradiol pg/mL into pmol/L and back (1 pg/mL = 3.671 pmol/L)', () => {
    expect(convertLabValue('estradiol', 100, 'pg/mL', 'pmol/L')).toBeCloseTo(367.1, 10);
    expect(convertLabValue('estradiol', 367.1, 'pmol/L', 'pg/mL')).toBeCloseTo(100, 10);
  });

  it('refuses a unit the test is not reported in', () => {
    expect(() => convertLabValue('amh', 1, 'nmol/L', 'ng/mL')).toThrow(RangeError);
  });
});

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageOn('1992-02-29', '2026-02-28')).toBe(33);
    expect(ageOn(null, '2026-01-01')).toBeNull();
    expect(ageOn('2027-01-01', '2026-01-01')).toBeNull();
  });
});

describe('labCyclePhaseOf', () => {
  it.each([
    [1, 'early_follicular'],
    [5, 'early_follicular'],
    [6, 'follicular'],
    [13, 'follicular'],
    [14, 'ovulation'],
    [15, 'ovulation'],
    [16, 'luteal'],
    [35, 'luteal'],
    [null, null],
  ] as const)('day %s is %s', (day, phase) => expect(labCyclePhaseOf(day)).toBe(phase));
});

describe('labReference', () => {
  it('gives every range in the test’s standard unit, with a source, in the contract’s shape', () => {
    for (const test of LAB_TESTS)
      for (const ctx of [at(32, 3), at(32, 14), at(32, 21), at(32, 26), at(55, 8), at(null)]) {
        const ref = labReference(test, ctx);
        if (!ref) continue;
        expect(labReferenceSchema.parse(ref)).toEqual(ref);
        expect(ref.unit).toBe(standardUnitOf(test));
        expect(ref.source.length).toBeGreaterThan(10);
        expect(ref.low !== null || ref.high !== null).toBe(true);
      }
  });

  it('reads AMH by age band, at each band’s edges, and gives none outside 20–44 or without an age', () => {
    expect(labReference('amh', at(20))).toMatchObject({
      low: 1.22,
      high: 11.7,
      applies_to: expect.stringContaining('20–24'),
    });
    expect(labReference('amh', at(24))?.low).toBe(1.22);
    expect(labReference('amh', at(25))).toMatchObject({ low: 0.89, high: 9.85 });
    expect(labReference('amh', at(29))?.low).toBe(0.89);
    expect(labReference('amh', at(30))).toMatchObject({ low: 0.576, high: 8.13 });
    expect(labReference('amh', at(35))).toMatchObject({ low: 0.147, high: 7.49 });
    expect(labReference('amh', at(39))?.low).toBe(0.147);
    expect(labReference('amh', at(40))).toMatchObject({ low: 0.03, high: 5.47 });
    expect(labReference('amh', at(44))?.high).toBe(5.47);
    expect(labReference('amh', at(19))).toBeNull();
    expect(labReference('amh', at(45))).toBeNull();
    expect(labReference('amh', at(null))).toBeNull();
  });

  it('reads FSH, LH and estradiol by the phase of the cycle day, and gives none for an unknown day', () => {
    expect(labReference('fsh', at(30, 3))).toMatchObject({
      low: 3.5,
      high: 12.5,
      applies_to: expect.stringContaining('day 1–5'),
    });
    expect(labReference('fsh', at(30, 13))).toMatchObject({ low: 3.5, high: 12.5 });
    expect(labReference('fsh', at(30, 14))).toMatchObject({ low: 4.7, high: 21.5 });
    expect(labReference('fsh', at(30, 16))).toMatchObject({ low: 1.7, high: 7.7 });
    expect(labReference('lh', at(30, 15))).toMatchObject({ low: 8.11, high: 72.7 });
    expect(labReference('lh', at(30, 5))).toMatchObject({ low: 4.78, high: 13.2 });
    expect(labReference('estradiol', at(30, 6))).toMatchObject({ low: 114, high: 332, unit: 'pmol/L' });
    expect(labReference('estradiol', at(30, 20))).toMatchObject({ low: 222, high: 854 });
    for (const test of ['fsh', 'lh', 'estradiol', 'progesterone'] as const)
      expect(labReference(test, at(30, null))).toBeNull();
  });

  it('reads a day-21 progesterone against the 30 nmol/L ovulation threshold, other luteal days against the interval', () => {
    expect(labReference('progesterone', at(30, 18))).toMatchObject({ low: 13.1, high: 46.3 });
    for (const day of [19, 21, 23])
      expect(labReference('progesterone', at(30, day))).toMatchObject({ low: 30, high: null });
    expect(labReference('progesterone', at(30, 24))).toMatchObject({ low: 13.1, high: 46.3 });
    expect(labReference('progesterone', at(30, 3))).toMatchObject({ low: 0.159, high: 0.616 });
  });

  it('reads testosterone by age and gives thyroid, prolactin and vitamin D ranges at any age', () => {
    expect(labReference('testosterone', at(49))).toMatchObject({ low: 0.29, high: 1.67 });
    expect(labReference('testosterone', at(50))).toMatchObject({ low: 0.101, high: 1.42 });
    expect(labReference('testosterone', at(19))).toBeNull();
    expect(labReference('testosterone', at(null))).toBeNull();
    expect(labReference('tsh', at(null))).toMatchObject({
      low: 0.27,
      high: 4.2,
      applies_to: expect.stringContaining('2.5'),
    });
    expect(labReference('free_t4', at(null))).toMatchObject({ low: 12, high: 22 });
    expect(labReference('prolactin', at(33))).toMatchObject({ low: 102, high: 496 });
    expect(labReference('vitamin_d', at(null))).toMatchObject({ low: 50, high: null });
  });

  it('gives β-hCG no range: a single value is read with the doubling time, not flagged', () => {
    expect(labReference('hcg', at(30, 28))).toBeNull();
    expect(labFlag(1200, labReference('hcg', at(30, 28)))).toBeNull();
  });

  it('gives the WHO 2021 lower limits for semen, a lower bound only', () => {
    expect(WHO_2021_LOWER_LIMITS).toEqual({
      semen_volume: 1.4,
      sperm_concentration: 16,
      total_sperm_number: 39,
      total_motility: 42,
      progressive_motility: 30,
      sperm_vitality: 54,
      sperm_morphology: 4,
    });
    for (const [test, low] of Object.entries(WHO_2021_LOWER_LIMITS))
      expect(labReference(test as keyof typeof WHO_2021_LOWER_LIMITS, at(null))).toMatchObject({
        low,
        high: null,
        source_url: 'https://www.who.int/publications/i/item/9789240030787',
      });
  });

  it('gives AFC and endometrial thickness lower bounds', () => {
    expect(labReference('antral_follicle_count', at(38))).toMatchObject({ low: 5, high: null });
    expect(labReference('endometrial_thickness', at(null))).toMatchObject({ low: 7, high: null, unit: 'mm' });
  });
});

describe('labFlag', () => {
  const amh30 = labReference('amh', at(30));

  it('flags below, within and above, with the bounds themselves in range', () => {
    expect(labFlag(0.5, amh30)).toBe('low');
    expect(labFlag(0.576, amh30)).toBe('normal');
    expect(labFlag(3, amh30)).toBe('normal');
    expect(labFlag(8.13, amh30)).toBe('normal');
    expect(labFlag(8.2, amh30)).toBe('high');
  });

  it('never flags high against an open upper bound, and gives no flag without a range', () => {
    const volume = labReference('semen_volume', at(null));
    expect(labFlag(1.3, volume)).toBe('low');
    expect(labFlag(1.4, volume)).toBe('normal');
    expect(labFlag(12, volume)).toBe('normal');
    const dayTwentyOne = labReference('progesterone', at(30, 21));
    expect(labFlag(29.9, dayTwentyOne)).toBe('low');
    expect(labFlag(30, dayTwentyOne)).toBe('normal');
    expect(labFlag(3, null)).toBeNull();
  });

  it('flags a value entered in another unit once converted (AMH 4 pmol/L at 30 is 0.56 ng/mL: low)', () => {
    expect(labFlag(convertLabValue('amh', 4, 'pmol/L', 'ng/mL'), amh30)).toBe('low');
    expect(labFlag(convertLabValue('amh', 5, 'pmol/L', 'ng/mL'), amh30)).toBe('normal');
  });
});
