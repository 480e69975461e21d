import { daysBetween } from './cycle-rules/dates';

/*
 * Two β-hCG results read together (issue 23): how many hours the value takes to double, and how much it rose
 * over 48 hours, set beside a published figure for information. Never a diagnosis: only a scan and her
 * clinic can say what the numbers mean for her.
 *
 * Doubling time t·ln 2 / ln(v2/v1), with t the hours between the two sample dates (whole days: the dates
 * carry no time of day). The 48-hour rise is (v2/v1)^(48/t) − 1, the rise at the same pace over 48 hours.
 */

export type HcgSample = {
  /** In the test's standard unit (IU/L; mIU/mL is the same number). */
  value: number;
  /** ISO date (YYYY-MM-DD) the sample was taken. */
  taken_on: string;
};

/** Barnhart KT et al. 2004: the slowest 2-day rise of 99% of symptomatic women with a viable intrauterine pregnancy. */
export const HCG_MIN_48H_RISE_PERCENT = 53;
export const HCG_RISE_SOURCE = {
  source: 'Barnhart KT et al., Obstet Gynecol 2004;104:50–55',
  source_url: 'https://doi.org/10.1097/01.AOG.0000128174.48843.12',
} as const;

const hoursBetween = (earlier: HcgSample, later: HcgSample) =>
  daysBetween(earlier.taken_on, later.taken_on) * 24;

/** Hours for the value to double between the two samples; null when it did not rise or they share a day. */
export function hcgDoublingHours(earlier: HcgSample, later: HcgSample): number | null {
  const hours = hoursBetween(earlier, later);
  if (hours <= 0 || earlier.value <= 0 || later.value <= earlier.value) return null;
  return (hours * Math.LN2) / Math.log(later.value / earlier.value);
}

/** The rise over 48 hours at the pace between the two samples, in %; null when they share a day. */
export function hcgRise48hPercent(earlier: HcgSample, later: HcgSample): number | null {
  const hours = hoursBetween(earlier, later);
  if (hours <= 0 || earlier.value <= 0) return null;
  return ((later.value / earlier.value) ** (48 / hours) - 1) * 100;
}

export type HcgReading = {
  doubling_hours: number | null;
  rise_48h_percent: number | null;
  /** Plain words for her, information only. */
  words: string;
  source: string;
  source_url: string;
};

/** The two results in plain words, beside the published minimum rise; for information, never a diagnosis. */
export function readHcgRise(earlier: HcgSample, later: HcgSample): HcgReading {
  const doubling = hcgDoublingHours(earlier, later);
  const rise = hcgRise48hPercent(earlier, later);
  const ask = 'Your clinic reads these numbers with a scan; ask them what they mean for you.';
  let words: string;
  if (rise === null) words = 'The two results were taken on the same day, so no rise can be worked out.';
  else if (doubling === null)
    words = `The later result is not higher than the earlier one. This can happen for several reasons. ${ask}`;
  else {
    const pace = `It doubled about every ${Math.round(doubling)} hours, a rise of ${Math.round(rise)}% over 48 hours.`;
    words =
      rise >= HCG_MIN_48H_RISE_PERCENT
        ? `${pace} In a published study, 99% of pregnancies that continued rose by at least ${HCG_MIN_48H_RISE_PERCENT}% in 48 hours. ${ask}`
        : `${pace} That is slower than the ${HCG_MIN_48H_RISE_PERCENT}% that 99% of continuing pregnancies reached in a published study, which on its own does not say what is happening. ${ask}`;
  }
  return { doubling_hours: doubling, rise_48h_percent: rise, words, ...HCG_RISE_SOURCE };
}
