import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readFedCycleCsv } from './evaluation';
import { forecastNextCycle } from './forecast';
import { replayPeriodOnly, type WomanReplay } from './period-only-replay';

const DATA = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../bench/data/FedCycleData071012.csv',
);

const errors = (replay: readonly WomanReplay[]) => {
  const all = replay.flatMap((w) => w.forecasts);
  const mae = (pick: (f: (typeof all)[number]) => number) =>
    all.reduce((s, f) => s + Math.abs(pick(f) - f.actual), 0) / all.length;
  return {
    forecasts: all.length,
    ours: mae((f) => f.ours),
    ownMean: mae((f) => f.ownMean),
    inRange: all.filter((f) => f.inRange).length / all.length,
    stated: all.reduce((s, f) => s + f.confidence, 0) / all.length,
    withinTwo: all.filter((f) => Math.abs(f.ours - f.actual) <= 2).length / all.length,
  };
};

/** Issue 20: members who log only their periods, replayed through `predictCycle` (bench/cycles). */
describe('period-only replay of 1,665 real cycles', () => {
  const { series } = readFedCycleCsv(fs.readFileSync(DATA, 'utf8'));
  const halves = {
    development: replayPeriodOnly(series.filter((_, i) => i % 2 === 0)),
    heldOut: replayPeriodOnly(series.filter((_, i) => i % 2 === 1)),
  };

  it('reads from her logged bleeding days the very cycles the study recorded', () => {
    const bySeries = new Map(series.map((s) => [s.id, s.cycles]));
    for (const woman of [...halves.development, ...halves.heldOut]) {
      const cycles = bySeries.get(woman.id)!;
      woman.forecasts.forEach((f, i) =>
        expect(f.ours).toBe(forecastNextCycle(cycles.slice(0, i + 1)).cycleLength),
      );
    }
    expect(errors([...halves.development, ...halves.heldOut]).forecasts).toBe(1490);
  });

  it('forecasts the next period better than the mean of her earlier cycles, on both halves', () => {
    for (const half of Object.values(halves)) {
      const e = errors(half);
      expect(e.ours).toBeLessThan(e.ownMean);
    }
  });

  it('states ranges and chances that come true at least as often as they say', () => {
    for (const half of Object.values(halves)) {
      const e = errors(half);
      expect(e.inRange).toBeGreaterThanOrEqual(0.8);
      expect(e.stated).toBeLessThanOrEqual(e.withinTwo);
    }
  });
});
