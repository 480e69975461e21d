import type { ClinicModelResult } from '@fertilia/contracts';
import type { ClinicModelManifest } from './manifest';

/** Softmax, shifted by the largest value so large logits do not overflow. */
export function softmax(logits: readonly number[]): number[] {
  const top = Math.max(...logits);
  const exps = logits.map((value) => Math.exp(value - top));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((value) => value / sum);
}

/**
 * The model's output values read as its labels' probabilities, the likeliest first. `logits` go through
 * softmax; `probabilities` are used as they are (checked at load to sum to 1), only kept within 0–1 against
 * float32 rounding.
 */
export function readScores(
  values: readonly number[],
  manifest: Pick<ClinicModelManifest, 'labels' | 'output'>,
): Pick<ClinicModelResult, 'label' | 'probability' | 'scores'> {
  if (values.length !== manifest.labels.length) {
    throw new Error(`The model gave ${values.length} values for ${manifest.labels.length} labels`);
  }
  if (values.some((value) => !Number.isFinite(value))) {
    throw new Error('The model gave a value that is not a finite number');
  }
  const probabilities = manifest.output.kind === 'logits' ? softmax(values) : values;
  const scores = manifest.labels
    .map((label, i) => ({ label, probability: Math.min(1, Math.max(0, probabilities[i]!)) }))
    .sort((a, b) => b.probability - a.probability);
  const top = scores[0]!;
  return { label: top.label, probability: top.probability, scores };
}
