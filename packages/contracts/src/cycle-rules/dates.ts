/** ISO calendar dates (YYYY-MM-DD) as whole UTC days, so time zones and clock changes never shift a day. */
const DAY_MS = 86_400_000;

export const toDayNumber = (iso: string): number => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
export const fromDayNumber = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const addDays = (iso: string, days: number): string => fromDayNumber(toDayNumber(iso) + days);
/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: string, to: string): number => toDayNumber(to) - toDayNumber(from);
export const isoDateOf = (instant: Date): string => instant.toISOString().slice(0, 10);
