import { z } from 'zod';

/** Longest IANA names are about 30 characters; anything much longer is not one. */
const TIME_ZONE_MAX = 64;
export const TIME_ZONE_INVALID = 'Time zone must be an IANA time zone name such as Europe/Dublin';

/**
 * True for a time zone name this runtime's Intl knows. Offsets such as "+01:00" (which newer engines accept)
 * are refused: a name follows daylight saving, an offset does not.
 */
export function isTimeZone(name: string): boolean {
  if (name.length > TIME_ZONE_MAX || !/^[A-Za-z]/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Intl's own spelling of a valid name ("europe/dublin" becomes "Europe/Dublin"). */
export const canonicalTimeZone = (name: string): string =>
  new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;

/** An IANA zone as typed; stored in Intl's own spelling, so it reads well when shown. */
export const timeZoneField = (message: string = TIME_ZONE_INVALID) =>
  z
    .string({ error: message })
    .refine(isTimeZone, { error: message, abort: true })
    .transform(canonicalTimeZone);

/** The browser's own zone, or UTC where the runtime cannot tell (or tells something Intl refuses). */
export function browserTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}
