/*
 * Dates, times, numbers and money as the member reads them: every formatter uses the browser's own locale
 * (an `undefined` locale) unless a caller passes one, as tests do to pin the output. A value that is not a
 * date formats as '' rather than throwing, so one bad timestamp never takes a screen down.
 * Kept free of zod and contracts: the landing page's chunk may import it.
 */

/** An ISO timestamp or date, epoch milliseconds or a Date. */
export type DateInput = string | number | Date;

type Locale = string | undefined;

/** 'YYYY-MM-DD': a calendar day with no time, shown as that day wherever the member is. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: DateInput): { date: Date; calendarDay: boolean } | null {
  const calendarDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = calendarDay ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, calendarDay };
}

// A calendar day is midnight UTC; read in the member's zone it could show as the day before.
const zoneOf = (calendarDay: boolean): Intl.DateTimeFormatOptions => (calendarDay ? { timeZone: 'UTC' } : {});

function formatWith(value: DateInput, options: Intl.DateTimeFormatOptions, locale: Locale): string {
  const parsed = toDate(value);
  if (!parsed) return '';
  return new Intl.DateTimeFormat(locale, { ...options, ...zoneOf(parsed.calendarDay) }).format(parsed.date);
}

/** The ways a date is written, shown here as en-US writes them; each locale orders and spells its own. */
const DATE_STYLES = {
  /** "Mar 3, 2026" */
  medium: { dateStyle: 'medium' },
  /** "March 3, 2026" */
  long: { dateStyle: 'long' },
  /** "March 3": a day of the year on screen, e.g. in a calendar. */
  dayMonth: { day: 'numeric', month: 'long' },
  /** "Mar 3": where room is short, e.g. a chart's axis. */
  shortDayMonth: { day: 'numeric', month: 'short' },
  /** "March 2026" */
  monthYear: { month: 'long', year: 'numeric' },
  /** "Tuesday" */
  weekday: { weekday: 'long' },
  /** "Tue" */
  shortWeekday: { weekday: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

/** A date in the member's locale, by default "Mar 3, 2026" (see DATE_STYLES for the others). */
export const formatDate = (value: DateInput, style: DateStyle = 'medium', locale?: string): string =>
  formatWith(value, DATE_STYLES[style], locale);

/**
 * Two dates as one range, each locale sharing what they have in common: "March 27 – 31",
 * "March 27 – April 2" (en-US), "27–31 March" (en-GB). Equal dates read as one; reversed ones are put in order.
 */
export function formatDateRange(
  start: DateInput,
  end: DateInput,
  style: DateStyle = 'medium',
  locale?: string,
): string {
  const from = toDate(start);
  const to = toDate(end);
  if (!from || !to) return '';
  const zone = zoneOf(from.calendarDay && to.calendarDay);
  const format = new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], ...zone });
  const [first, last] = from.date <= to.date ? [from.date, to.date] : [to.date, from.date];
  return format.formatRange(first, last);
}

/** "Mar 3, 2026, 9:41 AM": a moment, date and time. */
export const formatDateTime = (value: DateInput, locale?: string): string =>
  formatWith(value, { dateStyle: 'medium', timeStyle: 'short' }, locale);

/** "9:41 AM"; with seconds "9:41:07 AM", e.g. for a status checked moments ago. */
export const formatTime = (value: DateInput, withSeconds = false, locale?: string): string =>
  formatWith(value, { timeStyle: withSeconds ? 'medium' : 'short' }, locale);

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "in 2 hours"; under a minute either way reads "just now". */
export function formatRelativeTime(value: DateInput, now: number = Date.now(), locale?: string): string {
  const parsed = toDate(value);
  if (!parsed) return '';
  const seconds = Math.round((parsed.date.getTime() - now) / 1000);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** "1,234.5" in the member's locale; options as Intl.NumberFormat takes them (e.g. a unit or percent). */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions, locale?: string): string =>
  new Intl.NumberFormat(locale, options).format(value);

/** A share from 0 to 1 as a whole percent: 0.72 → "72%" ("72 %" in German). */
export const formatPercent = (fraction: number, locale?: string): string =>
  formatNumber(fraction, { style: 'percent', maximumFractionDigits: 0 }, locale);

const celsius = (fractionDigits?: number): Intl.NumberFormatOptions => ({
  style: 'unit',
  unit: 'celsius',
  minimumFractionDigits: fractionDigits ?? 0,
  maximumFractionDigits: fractionDigits ?? 2,
});

/**
 * A temperature in degrees Celsius: 36.45 → "36.45°C" ("36,45 °C" in German). With `fractionDigits`, always
 * that many decimals (36.5 → "36.50°C"); without, as many as it has, up to two.
 */
export const formatTemperature = (degrees: number, fractionDigits?: number, locale?: string): string =>
  formatNumber(degrees, celsius(fractionDigits), locale);

/** A span of temperatures in degrees Celsius, the unit written once: "35–42°C". */
export const formatTemperatureRange = (low: number, high: number, locale?: string): string =>
  new Intl.NumberFormat(locale, celsius()).formatRange(low, high);

/** Digits after the decimal point for a currency (USD 2, JPY 0, BHD 3); 2 for a code Intl does not know. */
export function minorUnitDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/**
 * An amount held in minor units (cents) in its currency: 1999 EUR → "€19.99" in the member's locale.
 * A currency code Intl does not know still shows its amount: "19.99 XYZ".
 */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const digits = minorUnitDigits(currency);
  const major = amount / 10 ** digits;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(major);
  } catch {
    return `${major.toFixed(digits)} ${currency}`;
  }
}

/*
 * Instants in a named IANA zone (the member's saved zone, or an expert's own), for screens where "when" must
 * read the same on every device of hers: an appointment at 09:00 in Dublin is 09:00 wherever she opens it.
 */
function formatZoned(
  value: DateInput,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
  locale: Locale,
) {
  const parsed = toDate(value);
  if (!parsed) return '';
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(parsed.date);
  } catch {
    // A zone this browser does not know: its own zone is better than nothing on screen.
    return new Intl.DateTimeFormat(locale, options).format(parsed.date);
  }
}

/** "9:41 AM" in `timeZone`. */
export const formatTimeInZone = (value: DateInput, timeZone: string, locale?: string): string =>
  formatZoned(value, { timeStyle: 'short' }, timeZone, locale);

/** A date in `timeZone`, by default "Mar 3, 2026" (DATE_STYLES names the others). */
export const formatDateInZone = (
  value: DateInput,
  timeZone: string,
  style: DateStyle = 'medium',
  locale?: string,
): string => formatZoned(value, DATE_STYLES[style], timeZone, locale);

/** "Tue, Mar 3, 2026, 9:41 AM" in `timeZone`. */
export const formatDateTimeInZone = (value: DateInput, timeZone: string, locale?: string): string =>
  formatZoned(
    value,
    { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
    timeZone,
    locale,
  );

/** Two instants as one time span in `timeZone`: "9:00 – 9:30 AM". */
export function formatTimeRangeInZone(start: DateInput, end: DateInput, timeZone: string, locale?: string) {
  const from = toDate(start);
  const to = toDate(end);
  if (!from || !to) return '';
  try {
    return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).formatRange(from.date, to.date);
  } catch {
    return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).formatRange(from.date, to.date);
  }
}

/** A zone's name as people read it: "Europe/Dublin" → "Dublin (GMT)", "America/New_York" → "New York (EST)". */
export function formatTimeZoneName(timeZone: string, at: DateInput = Date.now(), locale?: string): string {
  const parsed = toDate(at);
  const city = (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
  if (!parsed) return city;
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(parsed.date)
      .find((p) => p.type === 'timeZoneName');
    return part ? `${city} (${part.value})` : city;
  } catch {
    return city;
  }
}
