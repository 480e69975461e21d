import { labReference, type LabResult } from '@fertilia/contracts';

/** An age inside every age band of the ranges, to ask whether a range would apply had her age been known. */
const SAMPLE_AGE = 35;
/** An early follicular day, read by every phase-dependent range. */
const SAMPLE_CYCLE_DAY = 3;

/**
 * Why a result has no reference range, in words that say what to add: her date of birth for age-banded
 * tests (AMH), the cycle day for phase-dependent ones (FSH, estradiol), else that no published range fits.
 */
export function missingRangeReason(result: LabResult, own: boolean): string {
  const withAge = labReference(result.test, { age: SAMPLE_AGE, cycleDay: result.cycle_day });
  const withDay = labReference(result.test, { age: SAMPLE_AGE, cycleDay: SAMPLE_CYCLE_DAY });
  if (result.cycle_day === null && withDay !== null && withAge === null)
    return own
      ? 'Its reference range depends on the day of your cycle: add the cycle day to see it.'
      : 'Its reference range depends on the cycle day, which was not recorded.';
  const withoutAge = labReference(result.test, { age: null, cycleDay: result.cycle_day });
  if (withAge !== null && withoutAge === null)
    return own
      ? 'Its reference range depends on your age: add your date of birth to your profile to see it.'
      : 'Its reference range depends on her age, which is not in her profile.';
  return 'No published reference range applies to this result.';
}
