import {
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';
import mobileExamples from 'libphonenumber-js/mobile/examples';

/**
 * Phone numbers in the spec's stored form, `+[country code]-[number]` (spec 01 §5: a 1 to 3 digit code, then
 * 3 to 14 digits). People type numbers the way they dial them ("06 12 34 56 78", "+33 6 12…"), so both the
 * API and the profile form read them with libphonenumber's small ("min") metadata and store one shape.
 */
export const SPEC_PHONE_PATTERN = /^\+\d{1,3}-\d{3,14}$/;

export type PhoneCountry = CountryCode;
/** Every region libphonenumber knows, as ISO 3166 codes ("FR"). */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = getCountries();
export const isPhoneCountry = (code: string): code is PhoneCountry =>
  (PHONE_COUNTRIES as readonly string[]).includes(code);

/** "+33" for "FR". */
export const callingCodeOf = (country: PhoneCountry): string => `+${getCountryCallingCode(country)}`;

/**
 * The spec's form of a number typed as dialled in `country` (or with its own "+code"), or null when it
 * cannot be a number there: "0612345678" in FR → "+33-612345678". A "+code" in the text wins over `country`.
 */
export function toSpecPhone(text: string, country?: PhoneCountry): string | null {
  const trimmed = text.trim();
  // "00 33 …" is how much of the world dials abroad; libphonenumber reads it only from a known country.
  const international = trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : trimmed;
  const parsed = parsePhoneNumberFromString(international, country);
  if (!parsed?.isPossible()) return null;
  const spec = `+${parsed.countryCallingCode}-${parsed.nationalNumber}`;
  return SPEC_PHONE_PATTERN.test(spec) ? spec : null;
}

/** A spec-form number split for the form's picker and box: "+33-612345678" → FR, "06 12 34 56 78". */
export function fromSpecPhone(spec: string): { country: PhoneCountry; national: string } | null {
  const parsed = parsePhoneNumberFromString(spec.replace('-', ''));
  if (!parsed) return null;
  // A number outside every plan (a drama number) still belongs to its code's main country: +44 → GB.
  const country = parsed.country ?? mainCountries()[parsed.countryCallingCode]?.[0];
  if (!country || !isPhoneCountry(country)) return null;
  return { country, national: parsed.formatNational() };
}

/** The countries of each calling code, its main one first ("44" → GB, GG, IM, JE). */
const mainCountries = (): Record<string, string[] | undefined> => metadata.country_calling_codes;

/** A typical mobile number of `country` as dialled at home ("06 12 34 56 78" for FR), for hints and errors. */
export const examplePhone = (country: PhoneCountry): string | null =>
  getExampleNumber(country, mobileExamples)?.formatNational() ?? null;

/** What the form says when a number cannot be one of `country`'s, with an example of what would do. */
export function phoneExpected(country: PhoneCountry, countryName: string = country): string {
  const example = examplePhone(country);
  return example
    ? `Enter a ${countryName} number as you dial it, e.g. ${example}, or start with + and the country code`
    : `Enter a ${countryName} number, or start with + and the country code`;
}
