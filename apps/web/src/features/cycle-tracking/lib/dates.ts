import { addDays, daysBetween } from '@fertilia/contracts';

/**
 * Calendar dates as the API speaks them: 'YYYY-MM-DD' strings. Arithmetic goes through UTC midnight so a
 * daylight-saving change or the browser's time zone never shifts a day; it is the API's own (contracts).
 * They are written out for the member by lib/format (formatDate, formatDateRange), in her own locale.
 */
export type IsoDate = string;
export { addDays, daysBetween };

const pad = (n: number) => String(n).padStart(2, '0');

const toUtc = (iso: IsoDate): Date => new Date(`${iso}T00:00:00Z`);

/** The person's own calendar day (local time), e.g. for "today". */
export const localIsoDate = (date: Date = new Date()): IsoDate =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export interface YearMonth {
  year: number;
  /** 0 = January */
  month: number;
}

export const monthOf = (iso: IsoDate): YearMonth => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)) - 1,
});

export const addMonths = ({ year, month }: YearMonth, delta: number): YearMonth => {
  const index = year * 12 + month + delta;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
};

const daysInMonth = ({ year, month }: YearMonth) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

export const firstOfMonth = ({ year, month }: YearMonth): IsoDate => `${year}-${pad(month + 1)}-01`;
export const lastOfMonth = (ym: YearMonth): IsoDate =>
  `${ym.year}-${pad(ym.month + 1)}-${pad(daysInMonth(ym))}`;

/** Monday = 0 … Sunday = 6 (weeks start on Monday, as in most of the world). */
export const weekdayIndex = (iso: IsoDate): number => (toUtc(iso).getUTCDay() + 6) % 7;

export interface GridDay {
  date: IsoDate;
  inMonth: boolean;
}

/** The month as whole weeks, Monday first, padded with the neighbouring months' days. */
export function monthGrid(ym: YearMonth): GridDay[][] {
  const first = firstOfMonth(ym);
  const start = addDays(first, -weekdayIndex(first));
  const last = lastOfMonth(ym);
  const end = addDays(last, 6 - weekdayIndex(last));
  const weeks: GridDay[][] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    if (weekdayIndex(day) === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push({ date: day, inMonth: day.slice(0, 7) === first.slice(0, 7) });
  }
  return weeks;
}

/** The same day of another month, clamped to that month's length (31 Jan + 1 month = 28/29 Feb). */
export function shiftMonthKeepingDay(iso: IsoDate, delta: number): IsoDate {
  const target = addMonths(monthOf(iso), delta);
  const day = Math.min(Number(iso.slice(8, 10)), daysInMonth(target));
  return `${target.year}-${pad(target.month + 1)}-${pad(day)}`;
}

/** The grid's keyboard model (WAI-ARIA date grid): where the focus goes for a key, or null if not ours. */
export function dateForKey(iso: IsoDate, key: string): IsoDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'Home':
      return addDays(iso, -weekdayIndex(iso));
    case 'End':
      return addDays(iso, 6 - weekdayIndex(iso));
    case 'PageUp':
      return shiftMonthKeepingDay(iso, -1);
    case 'PageDown':
      return shiftMonthKeepingDay(iso, 1);
    default:
      return null;
  }
}

/** Every date from start to end, both included. */
export function datesBetween(start: IsoDate, end: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) out.push(day);
  return out;
}
