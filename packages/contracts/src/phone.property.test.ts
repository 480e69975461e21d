import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  PHONE_COUNTRIES,
  SPEC_PHONE_PATTERN,
  callingCodeOf,
  examplePhone,
  fromSpecPhone,
  phoneExpected,
  toSpecPhone,
} from './phone';
import { profileUpdateSchema } from './user';

describe('phone numbers in the spec form', () => {
  it('turns a French number dialled at home into +33-…', () => {
    expect(toSpecPhone('0612345678', 'FR')).toBe('+33-612345678');
    expect(toSpecPhone('06 12 34 56 78', 'FR')).toBe('+33-612345678');
    expect(toSpecPhone('06.12.34.56.78', 'FR')).toBe('+33-612345678');
  });

  it('lets a typed +code win over the chosen country, and reads 00 as +', () => {
    expect(toSpecPhone('+44 7700 900123', 'FR')).toBe('+44-7700900123');
    expect(toSpecPhone('0033 6 12 34 56 78')).toBe('+33-612345678');
    expect(toSpecPhone('+351-912345678')).toBe('+351-912345678');
  });

  it('refuses what cannot be a number of the country', () => {
    expect(toSpecPhone('0612345678')).toBeNull();
    expect(toSpecPhone('061234', 'FR')).toBeNull();
    expect(toSpecPhone('sixty', 'FR')).toBeNull();
    expect(toSpecPhone('', 'FR')).toBeNull();
  });

  it('splits a stored number back for the picker and the box', () => {
    expect(fromSpecPhone('+33-612345678')).toEqual({ country: 'FR', national: '06 12 34 56 78' });
    expect(fromSpecPhone('+44-7700900123')).toEqual({ country: 'GB', national: '07700 900123' });
    expect(fromSpecPhone('+1-2015550123')?.country).toBe('US');
  });

  it('says what it expects, with an example of the country', () => {
    expect(phoneExpected('FR', 'France')).toBe(
      'Enter a France number as you dial it, e.g. 06 12 34 56 78, or start with + and the country code',
    );
  });

  it('lets the API accept any international writing and store the spec form', () => {
    const parsed = profileUpdateSchema.safeParse({ phone: '+33 6 12 34 56 78' });
    expect(parsed.success && parsed.data.phone).toBe('+33-612345678');
    const local = profileUpdateSchema.safeParse({ phone: '0612345678' });
    expect(local.error?.issues[0]?.message).toBe(MESSAGES.phoneFormat);
  });
});

describe('phone numbers (properties)', () => {
  const country = fc.constantFrom(...PHONE_COUNTRIES.filter((c) => examplePhone(c) !== null));

  it("reads every country's example number, dialled at home, as its code and the same digits", () => {
    fc.assert(
      fc.property(country, (c) => {
        const example = examplePhone(c)!;
        const spec = toSpecPhone(example, c);
        expect(spec).toMatch(SPEC_PHONE_PATTERN);
        expect(spec!.startsWith(`${callingCodeOf(c)}-`)).toBe(true);
        // The stored form is a fixed point: reading it again changes nothing, whatever country is chosen.
        expect(toSpecPhone(spec!)).toBe(spec);
        expect(toSpecPhone(spec!, 'FR')).toBe(spec);
        // And it round-trips through the form's split.
        const split = fromSpecPhone(spec!);
        expect(split && toSpecPhone(split.national, split.country)).toBe(spec);
      }),
    );
  });

  it('only ever answers the spec form or null, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), country, (text, c) => {
        const spec = toSpecPhone(text, c);
        if (spec !== null) expect(spec).toMatch(SPEC_PHONE_PATTERN);
      }),
    );
  });
});
