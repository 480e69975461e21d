import type { FastifyInstance } from 'fastify';
import type { CycleDayCreateInput } from '@fertilia/contracts';
import type { Clock } from '../../lib/clock';
import { createTestApp } from '../../test/app';
import { injectAs } from '../../test/http';
import type { TestUser } from '../../test/users';
import { addDays } from './prediction';

/** Every cycle-tracking test runs on this fixed day (09:00 UTC), so dates never depend on when CI runs. */
export const TODAY = '2026-03-20';
export const fixedClock: Clock = { now: () => new Date(`${TODAY}T09:00:00Z`) };

export const createCycleTestApp = () => createTestApp({ clock: fixedClock });

/** Bleeding days for periods starting on each date, `days` long, heavy then lighter. */
export const periodsFrom = (starts: string[], days = 5): CycleDayCreateInput[] =>
  starts.flatMap((start) =>
    Array.from({ length: days }, (_, i) => ({
      date: addDays(start, i),
      flow: i < 2 ? ('heavy' as const) : i < 4 ? ('medium' as const) : ('light' as const),
    })),
  );

/** Period starts going back from `lastStart`, with these cycle lengths (oldest first). */
export function startsWithLengths(lastStart: string, lengths: number[]): string[] {
  const starts = [lastStart];
  for (const length of [...lengths].reverse()) starts.unshift(addDays(starts[0]!, -length));
  return starts;
}

export async function importDays(app: FastifyInstance, who: TestUser, days: CycleDayCreateInput[]) {
  const res = await injectAs(app, who, 'POST', '/api/cycle-tracking/cycle-days/import/', { days });
  if (res.statusCode !== 200) throw new Error(`import failed: ${res.body}`);
  return res.json() as { created: number; updated: number; total: number };
}

/** One entry per date, fields of later lists added to earlier ones. */
export function mergeDays(...lists: CycleDayCreateInput[][]): CycleDayCreateInput[] {
  const byDate = new Map<string, CycleDayCreateInput>();
  for (const day of lists.flat()) byDate.set(day.date, { ...byDate.get(day.date), ...day });
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
