/**
 * Converters between what a box holds (text) and what the contract reads: a number, or nothing. A required
 * box left empty is `undefined`, so the contract's own message ("Age must be between 18 and 65") shows; an
 * optional one is `null`, which the contract accepts as "not said".
 */
const toNumber = (value: unknown, blank: null | undefined): unknown => {
  if (value === null || value === undefined) return blank;
  if (typeof value === 'number') return value;
  const text = String(value).trim().replace(',', '.');
  return text === '' ? blank : Number(text);
};

export const requiredNumber = (value: unknown): unknown => toNumber(value, undefined);
export const optionalNumber = (value: unknown): unknown => toNumber(value, null);

/** The three answers of the "previous live birth" radio group and the value each sends. */
export const LIVE_BIRTH_CHOICES = [
  { value: 'yes', label: 'Yes', sent: true },
  { value: 'no', label: 'No', sent: false },
  { value: 'unsaid', label: 'Prefer not to say', sent: null },
] as const;
export type LiveBirthChoice = (typeof LIVE_BIRTH_CHOICES)[number]['value'];

export const liveBirthChoiceOf = (value: boolean | null | undefined): LiveBirthChoice =>
  value === true ? 'yes' : value === false ? 'no' : 'unsaid';
