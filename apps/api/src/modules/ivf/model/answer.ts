import type { IvfInputs, IvfPredictionInput } from '@fertilia/contracts';
import type { IvfPredictionResult } from '../../../db/schema';
import { explanationOf, factorsOf, notesOf } from './explain';
import type { IvfModelFile } from './model-file';
import { estimate } from './predict';

/** The whole answer for one woman: the estimate, the comparison with her age band, and its words. */
export function answerFor(
  model: IvfModelFile,
  input: Omit<IvfPredictionInput, 'patient_id'>,
): { inputs: IvfInputs; result: IvfPredictionResult } {
  const found = estimate(model, input);
  const band = model.band_rates[found.inputs.egg_source][found.band];
  const bandLabel = found.band.replace('-', '–');
  return {
    inputs: found.inputs,
    result: {
      one_cycle: found.oneCycle,
      three_cycles: found.threeCycles,
      age_band: { label: bandLabel, observed_rate: band.rate, cycles: band.cycles },
      extrapolated: found.extrapolated,
      factors: factorsOf(found),
      explanation: explanationOf(found, band.rate, bandLabel),
      notes: notesOf(found),
    },
  };
}
