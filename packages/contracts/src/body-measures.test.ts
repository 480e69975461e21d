import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HEIGHT_CM_RANGE,
  MEASURE_MESSAGES,
  WEIGHT_RANGE,
  normaliseHeight,
  normaliseWeight,
} from './body-measures';
import { medicalProfileSchema, userSchema } from './user';

const issue = (value: object) => medicalProfileSchema.safeParse(value).error?.issues[0]?.message;

describe('weight and height', () => {
  it('stores numbers with a unit in one canonical text', () => {
    expect(normaliseWeight('60')).toBe('60 kg');
    expect(normaliseWeight('60kg')).toBe('60 kg');
    expect(normaliseWeight('62,5 KG')).toBe('62.5 kg');
    expect(normaliseWeight('132 lbs')).toBe('132 lb');
    expect(normaliseHeight('165')).toBe('165 cm');
    expect(normaliseHeight('165.5cm')).toBe('165.5 cm');
    expect(normaliseHeight('5 ft 5 in')).toBe('5 ft 5 in');
    expect(normaliseHeight(`5'11"`)).toBe('5 ft 11 in');
    expect(normaliseHeight('6 ft')).toBe('6 ft 0 in');
  });

  it('refuses words, missing numbers and implausible values', () => {
    for (const text of ['sixty', '', 'kg', '6o kg', '10 kg', '700 lb', '-60', '60 stone']) {
      expect(normaliseWeight(text)).toBeNull();
    }
    for (const text of ['one sixty', '16 cm', '300 cm', '5 ft 12 in', '9 ft', '2 ft 2 in']) {
      expect(normaliseHeight(text)).toBeNull();
    }
  });

  it('rewrites through the contract and explains a refusal with an example', () => {
    expect(medicalProfileSchema.parse({ weight: '60kg', height: '165' })).toMatchObject({
      weight: '60 kg',
      height: '165 cm',
    });
    expect(issue({ weight: 'sixty' })).toBe(MEASURE_MESSAGES.weight);
    expect(issue({ height: 'sixty' })).toBe(MEASURE_MESSAGES.height);
    expect(medicalProfileSchema.parse({ weight: null, height: null })).toEqual({
      weight: null,
      height: null,
    });
  });

  it('still reads a profile saved before the rule, so an old "sixty" never breaks the page', () => {
    const stored = userSchema.shape.medical_profile.parse({ weight: 'sixty', height: 'tall' });
    expect(stored).toMatchObject({ weight: 'sixty', height: 'tall' });
  });
});

describe('weight and height (properties)', () => {
  it('accepts every plausible weight and stores it within the spec’s 2 to 10 characters', () => {
    const unit = fc.constantFrom('kg' as const, 'lb' as const);
    fc.assert(
      fc.property(
        unit.chain((u) =>
          fc.tuple(
            fc.constant(u),
            fc.integer({ min: WEIGHT_RANGE[u].min * 10, max: WEIGHT_RANGE[u].max * 10 }),
          ),
        ),
        ([u, tenths]) => {
          const stored = normaliseWeight(`${tenths / 10}${u}`);
          expect(stored).toBe(`${tenths / 10} ${u}`);
          expect(stored!.length).toBeGreaterThanOrEqual(2);
          expect(stored!.length).toBeLessThanOrEqual(10);
          expect(normaliseWeight(stored!)).toBe(stored);
        },
      ),
    );
  });

  it('accepts every plausible height, metric or imperial, within the spec’s 3 to 10 characters', () => {
    const metric = fc.integer({ min: HEIGHT_CM_RANGE.min, max: HEIGHT_CM_RANGE.max }).map((cm) => `${cm} cm`);
    const imperial = fc
      .integer({ min: 47, max: 91 })
      .map((inches) => `${Math.floor(inches / 12)} ft ${inches % 12} in`);
    fc.assert(
      fc.property(fc.oneof(metric, imperial), (text) => {
        const stored = normaliseHeight(text);
        expect(stored).toBe(text);
        expect(stored!.length).toBeGreaterThanOrEqual(3);
        expect(stored!.length).toBeLessThanOrEqual(10);
      }),
    );
  });
});
