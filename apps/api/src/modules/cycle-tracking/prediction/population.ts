/**
 * Population figures used until a patient has cycles of her own (ADR 004 gives the sources).
 * Bull et al. 2019 (npj Digital Medicine 2:83, 612,613 cycles): mean cycle 29.3 days, luteal phase 12.4.
 * Lenton et al. 1984 (BJOG 91:685): luteal phase length varies little, SD about 1.4 days.
 * Wilcox et al. 1995 (NEJM 333:1517): conception only from intercourse in the 6 days ending on ovulation day.
 */
export const POPULATION = {
  cycleLength: 29.3,
  /** Spread of the next cycle's length for a woman we know nothing about (our conservative assumption). */
  cycleLengthSd: 4,
  lutealLength: 12.4,
  lutealLengthSd: 1.4,
} as const;

/** Fertile window: the 5 days before ovulation, ovulation day, and one day for the egg's survival. */
export const FERTILE_DAYS_BEFORE_OVULATION = 5;
export const FERTILE_DAYS_AFTER_OVULATION = 1;
/** A luteal phase this short or shorter is reported (short luteal phase). */
export const SHORT_LUTEAL_MAX_DAYS = 10;
/** Menstruation when a period's own length is not logged yet. */
export const DEFAULT_PERIOD_DAYS = 5;
