/** A formatter per zone, made once: the scheduler asks for the same few zones every hour. */
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // h23, not hour12: false, which some engines render as "24" at midnight.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

export type LocalMoment = { date: string; hour: number };

/** Her calendar date (YYYY-MM-DD) and hour (0–23) at `now` in an IANA time zone; throws for an unknown zone. */
export function localMoment(now: Date, timeZone: string): LocalMoment {
  const part = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${part.year}-${part.month}-${part.day}`, hour: Number(part.hour) };
}
