import { convertLabValue, readHcgRise, type HcgReading, type LabResult } from '@fertilia/contracts';

export type HcgStep = {
  from: LabResult;
  to: LabResult;
  /** Both in the standard unit (IU/L). */
  fromValue: number;
  toValue: number;
  /** The contract's reading: doubling time, 48-hour rise, plain words and the published source. */
  reading: HcgReading;
};

/** Each pair of consecutive β-hCG results on different days, oldest first, read together. */
export function hcgSteps(results: readonly LabResult[]): HcgStep[] {
  const hcg = results
    .filter((r) => r.test === 'hcg')
    .sort((a, b) => (a.taken_on < b.taken_on ? -1 : a.taken_on > b.taken_on ? 1 : a.id - b.id));
  const steps: HcgStep[] = [];
  for (let i = 1; i < hcg.length; i++) {
    const from = hcg[i - 1]!;
    const to = hcg[i]!;
    if (from.taken_on === to.taken_on) continue;
    const fromValue = convertLabValue('hcg', from.value, from.unit, 'IU/L');
    const toValue = convertLabValue('hcg', to.value, to.unit, 'IU/L');
    steps.push({
      from,
      to,
      fromValue,
      toValue,
      reading: readHcgRise(
        { value: fromValue, taken_on: from.taken_on },
        { value: toValue, taken_on: to.taken_on },
      ),
    });
  }
  return steps;
}
