import {
  PHONE_COUNTRIES,
  callingCodeOf,
  fromSpecPhone,
  isPhoneCountry,
  type PhoneCountry,
} from '@fertilia/contracts';

/** Country names in the reader's language ("France", "Royaume-Uni"); the ISO code where a name is unknown. */
export function countryNamer(locale?: string): (country: PhoneCountry) => string {
  const names = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region', fallback: 'code' });
  return (country) => names.of(country) ?? country;
}

export interface CountryOption {
  value: PhoneCountry;
  label: string;
}

/** Every country as "France (+33)", sorted by name in the reader's language. */
export function phoneCountryOptions(locale?: string): CountryOption[] {
  const name = countryNamer(locale);
  const collator = new Intl.Collator(locale);
  return PHONE_COUNTRIES.map((c) => ({ value: c, name: name(c), code: callingCodeOf(c) }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ value, name: label, code }) => ({ value, label: `${label} (${code})` }));
}

/** "fr-FR" → FR; a bare language takes its likely region ("fr" → FR). */
const regionOf = (tag: string): PhoneCountry | null => {
  try {
    const region = new Intl.Locale(tag).maximize().region;
    return region && isPhoneCountry(region) ? region : null;
  } catch {
    return null;
  }
};

/** The profile's country as typed ("France", "FR") matched to a code, if it names one. */
function countryNamed(text: string | null, locale?: string): PhoneCountry | null {
  const wanted = text?.trim().toLowerCase();
  if (!wanted) return null;
  const upper = wanted.toUpperCase();
  if (isPhoneCountry(upper)) return upper;
  const names = [countryNamer(locale), countryNamer('en')];
  return PHONE_COUNTRIES.find((c) => names.some((name) => name(c).toLowerCase() === wanted)) ?? null;
}

/**
 * The country the picker starts on: the saved number's, else the profile's country, else the browser's
 * region (fr-FR → France), else the United Kingdom, where the example in the spec's message comes from.
 */
export function defaultPhoneCountry(
  saved: { phone: string | null; country: string | null },
  languages: readonly string[],
): PhoneCountry {
  const fromPhone = saved.phone ? fromSpecPhone(saved.phone)?.country : undefined;
  if (fromPhone) return fromPhone;
  const fromProfile = countryNamed(saved.country, languages[0]);
  if (fromProfile) return fromProfile;
  for (const tag of languages) {
    const region = regionOf(tag);
    if (region) return region;
  }
  return 'GB';
}
