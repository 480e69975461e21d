import type { IvfCalibrationPoint } from '@fertilia/contracts';

/** The chart's axes end at the next 10 % above the largest rate, so both axes share one scale. */
export function calibrationScale(points: readonly IvfCalibrationPoint[]): number {
  const largest = Math.max(0.1, ...points.flatMap((p) => [p.predicted, p.observed]));
  return Math.min(1, Math.ceil(largest * 10) / 10);
}

/** Ticks every 10 % (every 20 % once the scale passes 60 %, so a phone's axis stays legible). */
export function calibrationTicks(scale: number): number[] {
  const step = scale > 0.6 ? 0.2 : 0.1;
  const ticks: number[] = [];
  for (let tick = 0; tick <= scale + 1e-9; tick += step) ticks.push(Math.round(tick * 100) / 100);
  return ticks;
}

/** The largest gap between what was said and what happened, in percentage points, for the chart's summary. */
export const largestGap = (points: readonly IvfCalibrationPoint[]): number =>
  Math.max(0, ...points.map((p) => Math.abs(p.predicted - p.observed)));
