import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatDateInZone,
  formatDateTime,
  formatDateTimeInZone,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatTemperature,
  formatTemperatureRange,
  formatTime,
  formatTimeInZone,
  formatTimeRangeInZone,
  formatTimeZoneName,
  minorUnitDigits,
} from './format';

// Built from local parts, so the expected clock time holds in whatever zone the tests run.
const moment = new Date(2026, 2, 3, 9, 41, 7);
const browserLocale = new Intl.DateTimeFormat().resolvedOptions().locale;

describe('dates and times', () => {
  it('formats in the given locale', () => {
    expect(formatDate(moment, 'medium', 'en-US')).toBe('Mar 3, 2026');
    expect(formatDate(moment, 'long', 'en-US')).toBe('March 3, 2026');
    expect(formatDate(moment, 'long', 'en-GB')).toBe('3 March 2026');
    expect(formatDate(moment, 'long', 'de-DE')).toBe('3. März 2026');
    expect(formatTime(moment, false, 'en-GB')).toBe('09:41');
    expect(formatTime(moment, true, 'en-GB')).toBe('09:41:07');
    expect(formatDateTime(moment, 'en-GB')).toBe('3 Mar 2026, 09:41');
  });

  it("uses the member's own locale when none is given", () => {
    expect(formatDate(moment)).toBe(formatDate(moment, 'medium', browserLocale));
    expect(formatDate(moment, 'long')).toBe(formatDate(moment, 'long', browserLocale));
    expect(formatDateTime(moment)).toBe(formatDateTime(moment, browserLocale));
    expect(formatTime(moment, true)).toBe(formatTime(moment, true, browserLocale));
  });

  it('reads ISO timestamps and epoch milliseconds alike', () => {
    expect(formatDateTime(moment.toISOString(), 'en-GB')).toBe('3 Mar 2026, 09:41');
    expect(formatDateTime(moment.getTime(), 'en-GB')).toBe('3 Mar 2026, 09:41');
  });

  it('shows a calendar day as that day in every time zone', () => {
    // Midnight UTC of 1 January is still 31 December west of Greenwich; the day must not move.
    expect(formatDate('2026-01-01', 'long', 'en-GB')).toBe('1 January 2026');
    expect(formatDate('2026-11-20', 'long', 'en-US')).toBe('November 20, 2026');
  });

  it('names a day, a month and a weekday the way each locale does', () => {
    expect(formatDate('2025-03-12', 'dayMonth', 'en-GB')).toBe('12 March');
    expect(formatDate('2025-03-12', 'dayMonth', 'en-US')).toBe('March 12');
    expect(formatDate('2025-03-12', 'dayMonth', 'de-DE')).toBe('12. März');
    expect(formatDate('2025-03-12', 'shortDayMonth', 'en-GB')).toBe('12 Mar');
    expect(formatDate('2025-03-12', 'monthYear', 'en')).toBe('March 2025');
    expect(formatDate('2025-03-02', 'long', 'en-GB')).toBe('2 March 2025');
    expect(formatDate('2024-01-01', 'weekday', 'en')).toBe('Monday');
    expect(formatDate('2024-01-01', 'shortWeekday', 'de-DE')).toBe('Mo');
    expect(formatDate('2025-03-12', 'dayMonth')).toBe(formatDate('2025-03-12', 'dayMonth', browserLocale));
  });

  it('is empty for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatTime(Number.NaN)).toBe('');
    expect(formatRelativeTime('soon')).toBe('');
  });
});

describe('formatDateRange', () => {
  it('writes what two dates share once, as each locale orders it', () => {
    // Intl puts thin spaces (U+2009) around the dash.
    expect(formatDateRange('2025-03-27', '2025-03-31', 'dayMonth', 'en-US')).toBe('March 27\u2009–\u200931');
    expect(formatDateRange('2025-03-27', '2025-03-31', 'dayMonth', 'en-GB')).toBe('27\u2009–\u200931 March');
    expect(formatDateRange('2025-03-27', '2025-03-31', 'dayMonth', 'de-DE')).toBe('27.–31. März');
    expect(formatDateRange('2025-03-27', '2025-04-02', 'dayMonth', 'en-GB')).toBe(
      '27 March\u2009–\u20092 April',
    );
    expect(formatDateRange('2025-12-30', '2026-01-02', 'medium', 'en-US')).toBe(
      'Dec 30, 2025\u2009–\u2009Jan 2, 2026',
    );
  });

  it('reads equal dates as one, puts reversed ones in order, and keeps calendar days in every zone', () => {
    expect(formatDateRange('2025-03-27', '2025-03-27', 'dayMonth', 'en-GB')).toBe('27 March');
    expect(formatDateRange('2025-03-31', '2025-03-27', 'dayMonth', 'en-GB')).toBe('27\u2009–\u200931 March');
    // Midnight UTC of 1 January is still 31 December west of Greenwich; neither end may move.
    expect(formatDateRange('2026-01-01', '2026-01-03', 'long', 'en-GB')).toBe('1\u2009–\u20093 January 2026');
  });

  it("uses the member's own locale when none is given, and is empty without two dates", () => {
    expect(formatDateRange('2025-03-27', '2025-03-31', 'dayMonth')).toBe(
      formatDateRange('2025-03-27', '2025-03-31', 'dayMonth', browserLocale),
    );
    expect(formatDateRange('2025-03-27', 'later')).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('says how long ago, in words', () => {
    expect(formatRelativeTime('2026-03-10T11:59:40Z', now, 'en')).toBe('just now');
    expect(formatRelativeTime('2026-03-10T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-03-10T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(formatRelativeTime('2026-02-24T12:00:00Z', now, 'en')).toBe('2 weeks ago');
    expect(formatRelativeTime('2026-03-10T14:00:00Z', now, 'en')).toBe('in 2 hours');
    expect(formatRelativeTime('2026-03-10T11:55:00Z', now, 'de')).toBe('vor 5 Minuten');
  });

  it("uses the member's own locale when none is given", () => {
    expect(formatRelativeTime('2026-03-10T11:55:00Z', now)).toBe(
      formatRelativeTime('2026-03-10T11:55:00Z', now, browserLocale),
    );
  });
});

describe('numbers and money', () => {
  it('formats numbers in the given locale', () => {
    expect(formatNumber(1234.5, undefined, 'en-US')).toBe('1,234.5');
    expect(formatNumber(1234.5, undefined, 'de-DE')).toBe('1.234,5');
    expect(formatNumber(0.42, { style: 'percent' }, 'en-US')).toBe('42%');
    expect(formatNumber(1234.5)).toBe(formatNumber(1234.5, undefined, browserLocale));
  });

  it('formats shares as whole percents', () => {
    expect(formatPercent(0.72, 'en')).toBe('72%');
    expect(formatPercent(0.725, 'en')).toBe('73%');
    expect(formatPercent(1, 'en')).toBe('100%');
    expect(formatPercent(0.72, 'de-DE')).toBe('72\u00a0%');
    expect(formatPercent(0.72)).toBe(formatPercent(0.72, browserLocale));
  });

  it('formats temperatures in degrees Celsius, with the decimals asked for', () => {
    expect(formatTemperature(36.45, undefined, 'en')).toBe('36.45°C');
    expect(formatTemperature(36.5, undefined, 'en')).toBe('36.5°C');
    expect(formatTemperature(36.5, 2, 'en')).toBe('36.50°C');
    expect(formatTemperature(36.45, 1, 'en')).toBe('36.5°C');
    expect(formatTemperature(36.45, undefined, 'de-DE')).toBe('36,45 °C');
    expect(formatTemperatureRange(35, 42, 'en')).toBe('35–42°C');
    expect(formatTemperatureRange(35, 42, 'de-DE')).toBe('35–42 °C');
    expect(formatTemperature(36.45)).toBe(formatTemperature(36.45, undefined, browserLocale));
  });

  it('knows how many minor digits a currency has', () => {
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('BHD')).toBe(3);
    expect(minorUnitDigits('not a currency')).toBe(2);
  });

  it('formats minor units as an amount of their currency', () => {
    expect(formatMoney(1999, 'USD', 'en-US')).toBe('$19.99');
    expect(formatMoney(500, 'JPY', 'en-US')).toBe('¥500');
    expect(formatMoney(1999, 'EUR', 'de-DE')).toBe('19,99\u00a0€');
    expect(formatMoney(1234, 'BHD', 'en-US')).toBe('BHD\u00a01.234');
    expect(formatMoney(1999, 'EUR')).toBe(formatMoney(1999, 'EUR', browserLocale));
  });

  it('still shows the amount for a currency code Intl refuses', () => {
    expect(formatMoney(1999, 'euro', 'en-US')).toBe('19.99 euro');
  });
});

describe('instants in a named zone', () => {
  const instant = '2030-03-05T23:30:00Z';

  it('reads the day and time where the member is, not where the browser is', () => {
    expect(formatTimeInZone(instant, 'UTC', 'en-GB')).toBe('23:30');
    expect(formatTimeInZone(instant, 'Asia/Tokyo', 'en-GB')).toBe('08:30');
    expect(formatDateInZone(instant, 'UTC', 'long', 'en-GB')).toBe('5 March 2030');
    expect(formatDateInZone(instant, 'Asia/Tokyo', 'long', 'en-GB')).toBe('6 March 2030');
    expect(formatDateTimeInZone(instant, 'America/New_York', 'en-US')).toBe('Tue, Mar 5, 2030, 6:30 PM');
  });

  it('writes a span of time once and names a zone with its abbreviation', () => {
    expect(formatTimeRangeInZone('2030-03-05T09:00:00Z', '2030-03-05T09:30:00Z', 'UTC', 'en-GB')).toBe(
      '09:00–09:30',
    );
    expect(formatTimeZoneName('America/New_York', '2030-01-10T12:00:00Z', 'en-US')).toBe('New York (EST)');
  });

  it('falls back to the browser’s zone for a name it does not know, and to "" for a bad instant', () => {
    expect(formatTimeInZone(instant, 'Mars/Olympus', 'en-GB')).not.toBe('');
    expect(formatTimeInZone('not a date', 'UTC')).toBe('');
  });
});
